/**
 * Where a read's database time goes: the statements a request sends (recorded as
 * bench/http/capture.ts records them), each timed over R runs and shown with its plan
 * (EXPLAIN ANALYZE, BUFFERS) for the values of the request.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/skyhire_bench_1m \
 *     pnpm --filter @skyhire/api exec tsx bench/cpu/explain.ts "/api/listings?q=bathymetric"
 *
 * PLANS=0 prints the timings only.
 */
import postgres from "postgres";
import { createRecorder } from "../http/capture";

const RUNS = Number(process.env.R ?? 20);
const SHOW_PLANS = process.env.PLANS !== "0";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the bench database.");
  const paths = process.argv.slice(2).filter((arg) => arg !== "--");
  const recorder = createRecorder(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const path of paths) {
      const { statements } = await recorder.capture(path);
      console.info(`\n${path}: ${statements.length} statements`);
      for (const [index, statement] of statements.entries()) {
        const params = statement.params as postgres.ParameterOrJSON<never>[];
        await sql.unsafe(statement.text, params);
        const start = performance.now();
        for (let run = 0; run < RUNS; run++) await sql.unsafe(statement.text, params);
        const ms = (performance.now() - start) / RUNS;
        console.info(`\n#${index + 1} ${ms.toFixed(2)} ms  ${statement.text.slice(0, 160)}…`);
        if (!SHOW_PLANS) continue;
        const plan = await sql.unsafe<{ "QUERY PLAN": string }[]>(`explain (analyze, buffers) ${statement.text}`, params);
        for (const line of plan) console.info(`   ${line["QUERY PLAN"]}`);
      }
    }
  } finally {
    await recorder.close();
    await sql.end();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
