/**
 * Crash safety of the production server on PostgreSQL: customers post 200 jobs at once through
 * `POST /api/requests`; mid-flight the server is killed with SIGKILL (every other round the
 * server's database connections are cut first, as a database restart would), then it is started
 * again. Every write that was answered 201 must be in the database exactly once, with the id it was
 * answered with, and no write may be stored twice. Run by `pnpm test:resilience`.
 */
import type { TestDatabase } from "@skyhire/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../bench/http/servers";
import { serverDatabase, startWeb } from "./cluster";
import { HttpUser, uniqueEmail } from "./http-client";

const PORT = 3410;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRITES = 200;
const CUSTOMERS = 8;
const ROUNDS = Number(process.env.RESILIENCE_ROUNDS ?? 3);
/** After this many answers the server's database connections are cut (even rounds)… */
const CUT_DATABASE_AFTER = 30;
/** …and after this many the server is killed: the other writes are still in flight. */
const KILL_AFTER = 80;

let database: TestDatabase;
let server: RunningServer | undefined;
let customers: HttpUser[] = [];

beforeAll(async () => {
  database = await serverDatabase();
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

/** Ends every connection the server holds to its database (what a database restart does to it). */
async function cutDatabaseConnections(): Promise<number> {
  const rows = await database.client`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`;
  return rows.filter((row) => row.ended === true).length;
}

interface Burst {
  /** title → id, for every write answered 201. */
  acknowledged: Map<string, string>;
  /** Writes answered otherwise, or not answered at all (the connection died). */
  unacknowledged: number;
  cutConnections: number;
}

/** 200 job posts at once from the customers; `onAnswer(n)` is called as the n-th one ends. */
async function burst(round: number, onAnswer: (answered: number) => void): Promise<Burst> {
  const acknowledged = new Map<string, string>();
  let unacknowledged = 0;
  let answered = 0;
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
      answered += 1;
      onAnswer(answered);
    }),
  );
  return { acknowledged, unacknowledged, cutConnections: 0 };
}

async function storedWrites(round: number): Promise<Map<string, string[]>> {
  const rows = await database.client<{ id: string; title: string }[]>`
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
      let killing: Promise<void> | undefined;
      let cutting: Promise<number> | undefined;
      const running = server!;
      const result = await burst(round, (answered) => {
        if (cutDatabase && answered === CUT_DATABASE_AFTER) cutting = cutDatabaseConnections();
        if (answered === KILL_AFTER) killing = running.kill();
      });
      await killing;
      result.cutConnections = (await cutting) ?? 0;
      server = undefined;

      // The crash came while writes were in flight, and some had been acknowledged before it.
      expect(killing).toBeDefined();
      expect(result.unacknowledged).toBeGreaterThan(0);
      expect(result.acknowledged.size).toBeGreaterThan(0);
      if (cutDatabase) expect(result.cutConnections).toBeGreaterThan(0);

      server = await startWeb(database.url, PORT);
      const stored = await storedWrites(round);
      for (const [title, id] of result.acknowledged) expect(stored.get(title), title).toEqual([id]);
      const twice = [...stored].filter(([, ids]) => ids.length > 1);
      expect(twice).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(WRITES);
      console.info(
        `round ${round}: ${result.acknowledged.size} acknowledged, ${result.unacknowledged} not, ` +
          `${stored.size} stored` +
          (cutDatabase ? `, ${result.cutConnections} database connections cut` : ""),
      );

      // The restarted server knows the same sessions and takes writes again.
      const again = await customers[0]!.postJson(ORIGIN, "/api/requests", jobPost(`Resilience round ${round} after`));
      expect(again.status).toBe(201);
    });
  }
});
