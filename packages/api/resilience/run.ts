/**
 * `pnpm test:resilience` (docs/architecture.md#resilience):
 * 1. the races — parallel accepts, pays, releases, release against refund, accept against cancel,
 *    one webhook event delivered 20 times — on the PostgreSQL server when one answers (a pool of
 *    connections: transactions truly overlap), else on the embedded database;
 * 2. kill -9 of the production server and of its database during concurrent writes
 *    (crash-safety.test.ts), on a PostgreSQL cluster of its own (initdb; without initdb it says so
 *    and skips it);
 * 3. with a PostgreSQL server: two web instances with one worker (two-instances.test.ts). Without a
 *    server it says so and skips it.
 * 2 and 3 run on the production build (built first when there is none).
 */
import { spawnSync } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { repoRoot } from "@skyhire/db/paths";
import { ensureBuild } from "../bench/http/servers";
import { SERVER_URL } from "./cluster";
import { privatePostgresUnavailable } from "./private-postgres";

const apiDir = join(repoRoot(), "packages", "api");
const vitest = join(apiDir, "node_modules", ".bin", "vitest");

/** The existing race tests (not copied here): packages/api/src/services/lifecycle. */
const RACE_TESTS = [
  "src/services/lifecycle/concurrency.test.ts",
  "src/services/lifecycle/stripe-path.test.ts",
];

function serverAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 5432), hostname);
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(2_000);
    socket.once("connect", () => answer(true));
    socket.once("error", () => answer(false));
    socket.once("timeout", () => answer(false));
  });
}

function run(title: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  console.info(`\n== test:resilience: ${title} ==`);
  const result = spawnSync(vitest, ["run", ...args], { cwd: apiDir, stdio: "inherit", env });
  return result.status === 0;
}

const server = await serverAnswers(SERVER_URL);
const where = new URL(SERVER_URL).host;
function embeddedOnly(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  return env;
}
const raceEnv = server ? { ...process.env, TEST_DATABASE_URL: SERVER_URL } : embeddedOnly();
const results = [
  run(`races (${server ? `PostgreSQL at ${where}` : "embedded database"})`, RACE_TESTS, raceEnv),
];

const notRunChecks: string[] = [];
function notRun(check: string, reason: string): void {
  notRunChecks.push(check);
  console.info(`\n== test:resilience: ${check} was NOT run: ${reason} ==`);
}

const noCluster = privatePostgresUnavailable();
const productionChecks: string[] = [];
if (noCluster) notRun("the crash-safety check (kill -9 of server and database)", noCluster);
else productionChecks.push("crash-safety.test.ts");
if (server) productionChecks.push("two-instances.test.ts");
else notRun("the two-instance check", `no PostgreSQL server answers at ${where} (start one, or set TEST_DATABASE_URL)`);

if (productionChecks.length > 0) {
  ensureBuild(false);
  results.push(
    run(
      `${productionChecks.join(" and ")} (production build)`,
      ["--config", "resilience/vitest.config.ts", ...productionChecks],
      { ...process.env, TEST_DATABASE_URL: SERVER_URL },
    ),
  );
}

const failed = results.filter((ok) => !ok).length;
const skipped = notRunChecks.length > 0 ? `; NOT run: ${notRunChecks.join(", ")}` : "";
console.info(`\n== test:resilience: ${results.length - failed} of ${results.length} parts passed${skipped} ==`);
process.exit(failed === 0 ? 0 : 1);
