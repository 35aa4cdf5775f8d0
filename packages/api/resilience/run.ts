/**
 * `pnpm test:resilience` (docs/architecture.md#resilience):
 * 1. the races — parallel accepts, pays, releases, release against refund, accept against cancel,
 *    one webhook event delivered 20 times — on the PostgreSQL server when one answers (a pool of
 *    connections: transactions truly overlap), else on the embedded database;
 * 2. with a PostgreSQL server: kill -9 of the production server during concurrent writes
 *    (crash-safety.test.ts) and two web instances with one worker (two-instances.test.ts), on the
 *    production build (built first when there is none). Without a server it says so and skips them.
 */
import { spawnSync } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { repoRoot } from "@skyhire/db/paths";
import { ensureBuild } from "../bench/http/servers";
import { SERVER_URL } from "./cluster";

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

if (server) {
  ensureBuild(false);
  results.push(
    run(`crash safety and two instances (production build, PostgreSQL at ${where})`, ["--config", "resilience/vitest.config.ts"], {
      ...process.env,
      TEST_DATABASE_URL: SERVER_URL,
    }),
  );
} else {
  console.info(
    `\n== test:resilience: no PostgreSQL server answers at ${where}: the crash-safety and two-instance ` +
      "checks need one and were NOT run (start one, or set TEST_DATABASE_URL) ==",
  );
}

const failed = results.filter((ok) => !ok).length;
console.info(`\n== test:resilience: ${results.length - failed} of ${results.length} parts passed ==`);
process.exit(failed === 0 ? 0 : 1);
