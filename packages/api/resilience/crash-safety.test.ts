/**
 * Crash safety of the production server and of its database: customers post 200 jobs at once
 * through `POST /api/requests` to the web server on a PostgreSQL cluster of this check's own
 * (private-postgres.ts); once 40 are stored, new inserts are held inside their transactions (a table
 * lock) and, while they wait, both are killed with SIGKILL — the PostgreSQL postmaster with every
 * process it started, and the web server — the database first in odd rounds, the server first in
 * even ones; then both are started again (PostgreSQL recovers from its write-ahead log). Every write
 * that was answered 201 must be in the database exactly once, with the id it was answered with, and
 * no write may be stored twice. Run by `pnpm test:resilience`.
 */
import type { TestDatabase } from "@skyhire/db/testing";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../bench/http/servers";
import { serverDatabase, startWeb } from "./cluster";
import { HttpUser, uniqueEmail } from "./http-client";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";

const PORT = 3410;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRITES = 200;
const CUSTOMERS = 8;
const ROUNDS = Number(process.env.RESILIENCE_ROUNDS ?? 5);
/** Once this many writes of a round are stored, new ones are held inside their transactions… */
const HOLD_AFTER = 40;
/** …and both processes are killed while at least one is held there, mid-transaction. */
const POLL_MS = 5;
/** How long a round waits for either moment before it fails. */
const WAIT_MS = 20_000;
/** What PostgreSQL logs when it starts on the files of a server that did not shut down. */
const RECOVERY = "database system was not properly shut down; automatic recovery in progress";

let cluster: PrivatePostgres | undefined;
let database: TestDatabase | undefined;
let observer: postgres.Sql;
let server: RunningServer | undefined;
let customers: HttpUser[] = [];
const totals = { acknowledged: 0, lost: 0 };

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  database = await serverDatabase(cluster.url);
  observer = connect(3);
  server = await startWeb(database.url, PORT);
  customers = Array.from({ length: CUSTOMERS }, (_, i) => new HttpUser(uniqueEmail(`crash-${i}`)));
  for (const customer of customers) {
    await customer.signUp(ORIGIN);
    await customer.signIn(ORIGIN);
    expect((await customer.whoAmI(ORIGIN)).status).toBe(200);
  }
});

afterEach(({ task }) => {
  if (task.result?.state !== "fail") return;
  if (server) console.error(`-- last lines of the web server --\n${server.output()}`);
  if (cluster) console.error(`-- last lines of PostgreSQL --\n${cluster.output()}`);
});

afterAll(async () => {
  console.info(`${ROUNDS} rounds: ${totals.acknowledged} writes acknowledged, ${totals.lost} of them lost`);
  try {
    await server?.stop();
    await observer?.end({ timeout: 5 });
    await database?.close();
  } finally {
    await cluster?.destroy();
  }
});

/** The check's own connections (postgres.js does not recover cleanly from a killed server: new ones after a restart). */
function connect(max: number): postgres.Sql {
  return postgres(database!.url, { max, onnotice: () => {} });
}

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
 * Holds every new job insert inside its transaction (a SHARE lock on the table, taken on a connection
 * of its own), so that the kills land on open transactions. A killed database takes the lock with it.
 */
async function holdWrites() {
  const session = connect(1);
  await session`begin`;
  await session`lock table job_requests in share mode`;
  return {
    release: async (databaseAlive: boolean) => {
      if (databaseAlive) await session`rollback`;
      await session.end({ timeout: 0 });
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

describe(`kill -9 of the web server and of PostgreSQL during ${WRITES} concurrent writes`, () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const databaseFirst = round % 2 === 1;
    const label = databaseFirst ? "PostgreSQL killed, then the server" : "the server killed, then PostgreSQL";
    it(`round ${round} (${label}): every acknowledged write is kept once, none is stored twice`, async () => {
      const web = server!;
      const db = cluster!;
      const writes = burst(round);
      await waitUntil(`${HOLD_AFTER} writes stored`, async () => (await storedCount(round)) >= HOLD_AFTER);
      const hold = await holdWrites();
      let databaseAlive = true;
      try {
        await waitUntil("a write held mid-transaction", async () => (await heldWrites()) > 0);
        if (databaseFirst) {
          databaseAlive = false;
          await db.kill();
          await web.kill();
        } else {
          await web.kill();
          databaseAlive = false;
          await db.kill();
        }
        server = undefined;
      } finally {
        await hold.release(databaseAlive);
      }
      await observer.end({ timeout: 0 });
      const result = await writes;

      // The crash came while writes were in flight, and some had been acknowledged before it.
      expect(result.unacknowledged).toBeGreaterThan(0);
      expect(result.acknowledged.size).toBeGreaterThan(0);

      // Both started again at once: the web server answers its health check once the database is back.
      const [, restarted] = await Promise.all([db.start(), startWeb(database!.url, PORT)]);
      server = restarted;
      // A crash indeed: PostgreSQL found its files as a killed server left them, and recovered.
      expect(db.output()).toContain(RECOVERY);
      observer = connect(3);
      const stored = await storedWrites(round);
      const lost = [...result.acknowledged].filter(([title, id]) => {
        const ids = stored.get(title);
        return ids?.length !== 1 || ids[0] !== id;
      });
      totals.acknowledged += result.acknowledged.size;
      totals.lost += lost.length;
      expect(lost).toEqual([]);
      const twice = [...stored].filter(([, ids]) => ids.length > 1);
      expect(twice).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(WRITES);
      console.info(
        `round ${round} (${label}): ${result.acknowledged.size} acknowledged, ${result.unacknowledged} not, ` +
          `${stored.size} stored`,
      );

      // The restarted server knows the same sessions and takes writes again.
      const again = await customers[0]!.postJson(ORIGIN, "/api/requests", jobPost(`Resilience round ${round} after`));
      expect(again.status).toBe(201);
    });
  }
});
