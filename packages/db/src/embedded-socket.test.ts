import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedUrl } from "./client";
import { serveEmbedded, type EmbeddedSocketServer } from "./embedded-socket";

describe("the embedded database's socket server", () => {
  let db: PGlite;
  let server: EmbeddedSocketServer;
  beforeAll(async () => {
    db = await PGlite.create();
    server = await serveEmbedded(db, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  /** An outside client as the worker or the seed opens one (client.ts): unnamed statements, its own connections. */
  function client(max: number) {
    return postgres(embeddedUrl(server.port), { max, prepare: false, onnotice: () => {} });
  }

  it("serves two outside clients running parameterised queries at once without a failure", async () => {
    const [a, b] = [client(4), client(4)];
    try {
      const run = (sql: postgres.Sql, tag: string) =>
        Array.from({ length: 150 }, (_, i) =>
          i % 2 === 0
            ? sql`select ${tag}::text as tag, ${i}::int as i`.then(([row]) => row?.tag === tag && row?.i === i)
            : sql`select ${tag}::text as tag, ${i}::int as i, ${i * 2}::int as twice, ${"x"}::text as x`.then(
                ([row]) => row?.tag === tag && row?.twice === i * 2,
              ),
        );
      const results = await Promise.allSettled([...run(a, "a"), ...run(b, "b")]);
      const failures = results.filter((r) => r.status === "rejected" || r.value !== true);
      expect(failures).toEqual([]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("keeps another client out of an open transaction", async () => {
    const [a, b] = [client(1), client(1)];
    try {
      await a`create table if not exists tally (n int)`;
      const outside: number[] = [];
      let read: Promise<unknown> = Promise.resolve();
      await a.begin(async (tx) => {
        await tx`insert into tally values (1)`;
        // b asks mid-transaction: it waits until a commits, and never sees half of it.
        read = b`select count(*)::int as n from tally`.then(([row]) => outside.push(row?.n ?? -1));
        await tx`insert into tally values (2)`;
        await tx`select pg_sleep(0.05)`;
        expect(outside).toEqual([]);
      });
      await read;
      expect(outside).toEqual([2]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("rolls back the transaction of a client that disconnects inside it", async () => {
    const [a, b] = [client(1), client(1)];
    try {
      await a`create table if not exists left_open (n int)`;
      const reserved = await a.reserve();
      await reserved`begin`;
      await reserved`insert into left_open values (1)`;
      const read = b`select count(*)::int as n from left_open`;
      reserved.release();
      await a.end();
      const [row] = await read;
      expect(row?.n).toBe(0);
    } finally {
      await b.end();
    }
  });
});
