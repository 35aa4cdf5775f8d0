import { describe, expect, it } from "vitest";
import { CRASH_CHECK, TWO_INSTANCE_CHECK, resiliencePlan, resilienceSummary } from "./plan";
import { findServerPrograms, privatePostgresUnavailable, type ProgramLookup } from "./private-postgres";

const answering = { where: "127.0.0.1:5432", answers: true };
const silent = { where: "127.0.0.1:5432", answers: false };

describe("what pnpm test:resilience runs on a given machine", () => {
  it("runs everything when the server answers and a private cluster can be made", () => {
    const plan = resiliencePlan({ server: answering, clusterUnavailable: undefined });
    expect(plan).toEqual({ races: "server", productionChecks: ["crash-safety.test.ts", "two-instances.test.ts"], notRun: [] });
    expect(resilienceSummary(2, 2, plan.notRun)).toBe("== test:resilience: 2 of 2 parts passed ==");
  });

  it("without a server, races run embedded and the two-instance check is named as not run, with where it looked", () => {
    const plan = resiliencePlan({ server: silent, clusterUnavailable: undefined });
    expect(plan.races).toBe("embedded");
    expect(plan.productionChecks).toEqual(["crash-safety.test.ts"]);
    expect(plan.notRun).toEqual([
      { check: TWO_INSTANCE_CHECK, reason: "no PostgreSQL server answers at 127.0.0.1:5432 (start one, or set TEST_DATABASE_URL)" },
    ]);
  });

  it("without initdb the crash check is named as not run with the reason, and the summary says so", () => {
    const plan = resiliencePlan({ server: answering, clusterUnavailable: "initdb is missing" });
    expect(plan.productionChecks).toEqual(["two-instances.test.ts"]);
    expect(plan.notRun).toEqual([{ check: CRASH_CHECK, reason: "initdb is missing" }]);
    expect(resilienceSummary(2, 2, plan.notRun)).toBe(`== test:resilience: 2 of 2 parts passed; NOT run: ${CRASH_CHECK} ==`);
  });

  it("with neither, only the races run, and both skipped checks are listed", () => {
    const plan = resiliencePlan({ server: silent, clusterUnavailable: "no initdb" });
    expect(plan.productionChecks).toEqual([]);
    expect(resilienceSummary(0, 1, plan.notRun)).toBe(
      `== test:resilience: 0 of 1 parts passed; NOT run: ${CRASH_CHECK}, ${TWO_INSTANCE_CHECK} ==`,
    );
  });
});

/** A machine described by the files it has and the commands on its PATH. */
function machine(files: string[], path: Record<string, string>, more: Partial<ProgramLookup> = {}): ProgramLookup {
  const has = new Set(files);
  return {
    onPath: (name) => path[name],
    debianRoot: "/usr/lib/postgresql",
    exists: (file) => has.has(file) || files.some((f) => f.startsWith(`${file}/`)),
    listVersions: (root) => [...new Set(files.filter((f) => f.startsWith(`${root}/`)).map((f) => f.slice(root.length + 1).split("/")[0]!))],
    asRoot: false,
    osUserExists: () => true,
    ...more,
  };
}

describe("finding PostgreSQL's server programs for the private cluster", () => {
  it("takes initdb from the PATH and postgres beside it", () => {
    const found = findServerPrograms(machine(["/opt/pg/bin/initdb", "/opt/pg/bin/postgres"], { initdb: "/opt/pg/bin/initdb" }));
    expect(found).toEqual({ initdb: "/opt/pg/bin/initdb", postgres: "/opt/pg/bin/postgres" });
  });

  it("falls back to the newest version in Debian's folder", () => {
    const files = ["9", "15", "13"].flatMap((v) => [`/usr/lib/postgresql/${v}/bin/initdb`, `/usr/lib/postgresql/${v}/bin/postgres`]);
    expect(findServerPrograms(machine(files, {}))).toEqual({
      initdb: "/usr/lib/postgresql/15/bin/initdb",
      postgres: "/usr/lib/postgresql/15/bin/postgres",
    });
  });

  it("says why when there is no initdb anywhere", () => {
    expect(privatePostgresUnavailable(machine([], {}))).toBe(
      "initdb is not on the PATH nor in /usr/lib/postgresql/<version>/bin (install PostgreSQL's server package)",
    );
  });

  it("says why when the server program is not beside initdb", () => {
    expect(privatePostgresUnavailable(machine(["/opt/pg/bin/initdb"], { initdb: "/opt/pg/bin/initdb" }))).toBe(
      "no postgres program beside /opt/pg/bin/initdb",
    );
  });

  it("as root, needs runuser and a postgres OS user (PostgreSQL refuses to run as root)", () => {
    const files = ["/opt/pg/bin/initdb", "/opt/pg/bin/postgres"];
    const noRunuser = machine(files, { initdb: "/opt/pg/bin/initdb" }, { asRoot: true });
    expect(privatePostgresUnavailable(noRunuser)).toBe("running as root, and runuser (util-linux) is not on the PATH");
    const noUser = machine(files, { initdb: "/opt/pg/bin/initdb", runuser: "/usr/sbin/runuser" }, { asRoot: true, osUserExists: () => false });
    expect(privatePostgresUnavailable(noUser)).toBe('running as root, and there is no "postgres" OS user');
    const ready = machine(files, { initdb: "/opt/pg/bin/initdb", runuser: "/usr/sbin/runuser" }, { asRoot: true });
    expect(privatePostgresUnavailable(ready)).toBeUndefined();
  });
});
