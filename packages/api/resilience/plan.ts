/**
 * Which parts `pnpm test:resilience` (run.ts) runs on this machine, and what it says about the
 * parts it cannot run — a pure function of what the machine has, so the skipping is tested
 * (plan.test.ts) and never silent.
 */
export interface MachineFacts {
  /** Where the PostgreSQL server is (host:port), and whether it answers. */
  server: { where: string; answers: boolean };
  /** Why a private cluster cannot be made here (private-postgres.ts), or undefined when it can. */
  clusterUnavailable: string | undefined;
}

export interface ResiliencePlan {
  /** The race tests run on the server when it answers (a pool: transactions truly overlap), else embedded. */
  races: "server" | "embedded";
  /** The checks that run on the production build, in this order. */
  productionChecks: string[];
  /** Each check that does not run, with the reason printed for it. */
  notRun: { check: string; reason: string }[];
}

export const CRASH_CHECK = "the crash-safety check (kill -9 of server and database)";
export const TWO_INSTANCE_CHECK = "the two-instance check";

export function resiliencePlan({ server, clusterUnavailable }: MachineFacts): ResiliencePlan {
  const productionChecks: string[] = [];
  const notRun: ResiliencePlan["notRun"] = [];
  if (clusterUnavailable) notRun.push({ check: CRASH_CHECK, reason: clusterUnavailable });
  else productionChecks.push("crash-safety.test.ts");
  if (server.answers) productionChecks.push("two-instances.test.ts");
  else {
    notRun.push({
      check: TWO_INSTANCE_CHECK,
      reason: `no PostgreSQL server answers at ${server.where} (start one, or set TEST_DATABASE_URL)`,
    });
  }
  return { races: server.answers ? "server" : "embedded", productionChecks, notRun };
}

/** The last line: how many parts passed, and — never silently — what was not run. */
export function resilienceSummary(passed: number, total: number, notRun: ResiliencePlan["notRun"]): string {
  const skipped = notRun.length > 0 ? `; NOT run: ${notRun.map((part) => part.check).join(", ")}` : "";
  return `== test:resilience: ${passed} of ${total} parts passed${skipped} ==`;
}
