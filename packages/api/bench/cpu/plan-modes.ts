/**
 * What a named (prepared) statement would cost with PostgreSQL's generic plan against a plan made
 * for its values: the statements a read sends (recorded as bench/http/capture.ts records them),
 * each run R times under plan_cache_mode = force_custom_plan, then force_generic_plan. A read whose
 * generic plan is much slower must not be sent as a named statement (listing-search.ts `runnable`).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/skyhire_bench_100k \
 *     pnpm --filter @skyhire/api exec tsx bench/cpu/plan-modes.ts "/api/listings?q=inspection" "/api/listings?q=bathymetric"
 */
import postgres from "postgres";
import { createRecorder } from "../http/capture";

const RUNS = Number(process.env.R ?? 10);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the bench database.");
  const paths = process.argv.slice(2).filter((arg) => arg !== "--");
  const recorder = createRecorder(url);
  const reads: { path: string; statements: Awaited<ReturnType<typeof recorder.capture>>["statements"] }[] = [];
  for (const path of paths) reads.push({ path, statements: (await recorder.capture(path)).statements });
  await recorder.close();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const mode of ["force_custom_plan", "force_generic_plan"]) {
      await sql.unsafe(`set plan_cache_mode = ${mode}`);
      for (const { path, statements } of reads) {
        const start = performance.now();
        for (let run = 0; run < RUNS; run++) {
          for (const statement of statements) {
            await sql.unsafe(statement.text, statement.params as postgres.ParameterOrJSON<never>[], { prepare: true });
          }
        }
        console.info(`${mode.padEnd(20)} ${path.padEnd(70)} ${((performance.now() - start) / RUNS).toFixed(2)} ms per read`);
      }
    }
  } finally {
    await sql.end();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
