/**
 * Crash safety of the production server on PostgreSQL: customers post 200 jobs at once through
 * `POST /api/requests`; once 40 are stored, new inserts are held inside their transactions (a table
 * lock) and the server is killed with SIGKILL while they wait (every other round the server's
 * database connections are ended first, as a database restart would); then it is started again.
 * Every write that was answered 201 must be in the database exactly once, with the id it was
 * answered with, and no write may be stored twice. Run by `pnpm test:resilience`.
 */
import type { TestDatabase } from "@skyhire/db/testing";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../bench/http/servers";
import { serverDatabase, startWeb } from "./cluster";
import { HttpUser, uniqueEmail } from "./http-client";

const PORT = 3410;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRITES = 200;
const CUSTOMERS = 8;
const ROUNDS = Number(process.env.RESILIENCE_ROUNDS ?? 3);
/** Once this many writes of a round are stored, new ones are held inside their transactions… */
const HOLD_AFTER = 40;
/** …and the server is killed while at least one is held there, mid-transaction. */
const POLL_MS = 5;
/** How long a round waits for either moment before it fails. */
const WAIT_MS = 20_000;

let database: TestDatabase;
/** The checks' own connections, named so that cutting the server's connections spares them. */
const OBSERVER = "skyhire-resilience-observer";
let observer: postgres.Sql;
let server: RunningServer | undefined;
let customers: HttpUser[] = [];

beforeAll(async () => {
  database = await serverDatabase();
  observer = postgres(database.url, { max: 3, onnotice: () => {}, connection: { application_name: OBSERVER } });
  server = await startWeb(database.url, PORT);
  customers = Array.from({ length: CUSTOMERS }, (_, i) => new HttpUser(uniqueEmail(`crash-${i}`)));
  for (const customer of customers) {
    await customer.signUp(ORIGIN);
    await customer.signIn(ORIGIN);
    expect((await customer.whoAmI(ORIGIN)).status).toBe(200);
  }
});

afterEach(({ task }) => {
  if (task.result?.state === "fail" && server) console.error(`-- last lines of the server --\n${server.output()}`);
});

afterAll(async () => {
  await server?.stop();
  await observer?.end({ timeout: 5 });
  await database?.close();
});

function jobPost(title: string) {
  return {
    title,
    description: "Written while the server is killed; must be kept once if it was acknowledged.",
    category: "inspection",
    location: "Brisbane",
    budget: "2500+",
    requirements: ["thermal-imaging"],
  };
}

interface Burst {
  /** title → id, for every write answered 201. */
  acknowledged: Map<string, string>;
  /** Writes answered otherwise, or not answered at all (the connection died). */
  unacknowledged: number;
}

/** 200 job posts at once from the customers, each with its own title. */
async function burst(round: number): Promise<Burst> {
  const acknowledged = new Map<string, string>();
  let unacknowledged = 0;
  await Promise.all(
    Array.from({ length: WRITES }, async (_, i) => {
      const title = `Resilience round ${round} write ${i}`;
      try {
        const response = await customers[i % CUSTOMERS]!.postJson(ORIGIN, "/api/requests", jobPost(title));
        if (response.status === 201) acknowledged.set(title, ((await response.json()) as { id: string }).id);
        else {
          await response.arrayBuffer();
          unacknowledged += 1;
        }
      } catch {
        unacknowledged += 1;
      }
    }),
  );
  return { acknowledged, unacknowledged };
}

async function waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${WAIT_MS / 1000} s in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function storedCount(round: number): Promise<number> {
  const [row] = await observer<{ count: number }[]>`
    select count(*)::int as count from job_requests where title like ${`Resilience round ${round} write %`}`;
  return row?.count ?? 0;
}

/** The server's inserts now waiting for the lock below: writes in flight, inside a transaction. */
async function heldWrites(): Promise<number> {
  const [row] = await observer<{ count: number }[]>`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into "job_requests"%'`;
  return row?.count ?? 0;
}

/**
 * Holds every new job insert inside its transaction (a SHARE lock on the table) until `release()`,
 * so a crash can be timed to land on open transactions. `cutConnections()` ends every other
 * connection to the database — the server's pool included — as a database restart would.
 */
async function holdWrites() {
  const session = await observer.reserve();
  await session`begin`;
  await session`lock table job_requests in share mode`;
  return {
    cutConnections: async () => {
      const rows = await session<{ ended: boolean }[]>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and application_name <> ${OBSERVER}`;
      return rows.filter((row) => row.ended).length;
    },
    release: async () => {
      await session`rollback`;
      session.release();
    },
  };
}

async function storedWrites(round: number): Promise<Map<string, string[]>> {
  const rows = await observer<{ id: string; title: string }[]>`
    select id, title from job_requests where title like ${`Resilience round ${round} write %`}`;
  const byTitle = new Map<string, string[]>();
  for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.id]);
  return byTitle;
}

describe(`kill -9 of the server during ${WRITES} concurrent writes`, () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const cutDatabase = round % 2 === 0;
    const label = cutDatabase ? "database connections cut, then the server killed" : "the server killed";
    it(`round ${round} (${label}): every acknowledged write is kept once, none is stored twice`, async () => {
      const running = server!;
      let answered = false;
      const writes = burst(round).finally(() => {
        answered = true;
      });
      await waitUntil(`${HOLD_AFTER} writes stored`, async () => (await storedCount(round)) >= HOLD_AFTER);
      const hold = await holdWrites();
      let cutConnections = 0;
      try {
        if (cutDatabase) {
          // Connections ended mid-transaction: those writes fail; the server reconnects for the
          // ones still waiting, if any are left (it may have answered them all with errors).
          cutConnections = await hold.cutConnections();
          await waitUntil("a write held again, or every write answered", async () => answered || (await heldWrites()) > 0);
        } else {
          await waitUntil("a write held mid-transaction", async () => (await heldWrites()) > 0);
        }
        await running.kill();
        server = undefined;
      } finally {
        await hold.release();
      }
      const result = await writes;

      // The crash came while writes were in flight, and some had been acknowledged before it.
      expect(result.unacknowledged).toBeGreaterThan(0);
      expect(result.acknowledged.size).toBeGreaterThan(0);
      if (cutDatabase) expect(cutConnections).toBeGreaterThan(0);

      server = await startWeb(database.url, PORT);
      const stored = await storedWrites(round);
      for (const [title, id] of result.acknowledged) expect(stored.get(title), title).toEqual([id]);
      const twice = [...stored].filter(([, ids]) => ids.length > 1);
      expect(twice).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(WRITES);
      console.info(
        `round ${round}: ${result.acknowledged.size} acknowledged, ${result.unacknowledged} not, ` +
          `${stored.size} stored` +
          (cutDatabase ? `, ${cutConnections} database connections cut` : ""),
      );

      // The restarted server knows the same sessions and takes writes again.
      const again = await customers[0]!.postJson(ORIGIN, "/api/requests", jobPost(`Resilience round ${round} after`));
      expect(again.status).toBe(201);
    });
  }
});
