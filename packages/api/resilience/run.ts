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
import { resiliencePlan, resilienceSummary } from "./plan";
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
const plan = resiliencePlan({
  server: { where: new URL(SERVER_URL).host, answers: server },
  clusterUnavailable: privatePostgresUnavailable(),
});
function embeddedOnly(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  return env;
}
const raceEnv = plan.races === "server" ? { ...process.env, TEST_DATABASE_URL: SERVER_URL } : embeddedOnly();
const raceWhere = plan.races === "server" ? `PostgreSQL at ${new URL(SERVER_URL).host}` : "embedded database";
const results = [run(`races (${raceWhere})`, RACE_TESTS, raceEnv)];

for (const { check, reason } of plan.notRun) console.info(`\n== test:resilience: ${check} was NOT run: ${reason} ==`);

if (plan.productionChecks.length > 0) {
  ensureBuild(false);
  results.push(
    run(
      `${plan.productionChecks.join(" and ")} (production build)`,
      ["--config", "resilience/vitest.config.ts", ...plan.productionChecks],
      { ...process.env, TEST_DATABASE_URL: SERVER_URL },
    ),
  );
}

const failed = results.filter((ok) => !ok).length;
console.info(`\n${resilienceSummary(results.length - failed, results.length, plan.notRun)}`);
process.exit(failed === 0 ? 0 : 1);
