/**
 * CPU per request of the public reads, in process, against the bench database:
 *   - product: the public-read fast path (publicReadOf → procedure → service → drizzle → JSON),
 *   - the REST handler (the same behind web Request/Response objects, as the /api route runs it),
 *   - with LAYERS=1 the service alone and the tRPC caller alone (browse paths),
 *   - floor: postgres.js running the statements the product ran (recorded), JSON.stringify.
 * CPU time (process.cpuUsage) after a warm-up, with C requests in flight. PROFILE=<dir> writes a CPU profile
 * per measurement. A loaded machine inflates every figure: compare rows of one run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/skyhire_bench_100k \
 *     pnpm --filter @skyhire/api exec tsx bench/cpu/per-request.ts "/api/listings?page=50"
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { getDb } from "@skyhire/db/runtime";
import { listListingsSchema } from "@skyhire/validators";
import postgres from "postgres";
import { handleRestRequest, publicReadOf } from "../../src/rest";
import { createCaller } from "../../src/root";
import { listPublicListings } from "../../src/services/listing-search";
import { createRecorder } from "../http/capture";

const N = Number(process.env.N ?? 1000);
const CONCURRENCY = Number(process.env.C ?? 8);
const WARMUP = 300;

async function profiled<T>(label: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const result = await run();
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(`${dir}/${label.replace(/[^a-z0-9]+/gi, "_")}.cpuprofile`, JSON.stringify(profile));
  session.disconnect();
  return result;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run();
  const cpu = process.cpuUsage();
  const start = performance.now();
  await profiled(label, async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < N) await run();
      }),
    );
  });
  const used = process.cpuUsage(cpu);
  const perRequest = (used.user + used.system) / N / 1000;
  const wall = (performance.now() - start) / N;
  console.info(
    `${label.padEnd(64)} cpu ${perRequest.toFixed(3)} ms   wall ${wall.toFixed(3)} ms`,
  );
  return perRequest;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the bench database.");
  const db = getDb();
  const anonymous = () => ({ db, user: null, headers: new Headers() });
  const paths = process.argv.slice(2).filter((arg) => arg !== "--");
  const floorSql = postgres(url, { max: 10, onnotice: () => {} });
  for (const path of paths.length > 0 ? paths : ["/api/listings", "/api/listings?page=50"]) {
    const read = publicReadOf(path);
    if (!read) throw new Error(`${path} is not a public read`);
    const recorder = createRecorder(url);
    const { statements } = await recorder.capture(path);
    await recorder.close();

    const product = await measure(`product ${path}`, async () => Buffer.from((await read.run(anonymous())).body));
    await measure(`  REST handler (web Request/Response)`, async () => {
      const response = await handleRestRequest(new Request(`http://localhost${path}`), anonymous());
      return response.text();
    });
    if (process.env.LAYERS && path.startsWith("/api/listings?")) {
      const query = Object.fromEntries(new URL(path, "http://localhost").searchParams);
      await measure(`  service alone`, async () =>
        JSON.stringify(await listPublicListings(db, listListingsSchema.parse(query))),
      );
      await measure(`  tRPC caller`, async () => JSON.stringify(await createCaller(anonymous()).listings.list(query)));
    }
    // As the HTTP floor replays them (bench/http/floor.ts): unnamed or prepared, as the product sent them.
    const floor = await measure(`floor (${statements.length} statements)`, async () => {
      const rows: unknown[] = [];
      for (const statement of statements) {
        rows.push(...(await floorSql.unsafe(statement.text, statement.params, { prepare: statement.prepare })));
      }
      return JSON.stringify(rows);
    });
    console.info(`  floor ÷ product CPU: ${((floor / product) * 100).toFixed(0)} %\n`);
  }
  await floorSql.end();
  process.exit(0);
}

void main();
