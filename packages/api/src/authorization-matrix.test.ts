/**
 * Issue 12 §10: every tRPC procedure and every REST route, called by each of the seven kinds of
 * caller, answers exactly as ACCESS (authorization.fixtures.ts) says — refused callers get
 * UNAUTHORIZED, FORBIDDEN or NOT_FOUND (401/403/404), allowed ones never do. Each call runs in a
 * rolled-back transaction, so all of them see the same seed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS,
  ACTORS,
  PROCEDURES,
  REFUSED_CODES,
  REFUSED_STATUSES,
  ROUTE_TARGETS,
  procedureCall,
  restRequestFor,
  restStatus,
  rolledBack,
  routeName,
  seedWorld,
  signedInContext,
  trpcOutcome,
  type Actor,
  type World,
} from "./authorization.fixtures";
import { createCaller } from "./root";
import { createTestContext, type TestContext } from "./testing";

let t: TestContext;
let world: World;
beforeAll(async () => {
  t = await createTestContext();
  world = await seedWorld(t);
});
afterAll(async () => t?.close());

function ruleOf(procedure: string) {
  const rule = ACCESS[procedure];
  if (!rule) {
    throw new Error(`${procedure} has no row in ACCESS (packages/api/src/authorization.fixtures.ts): say who may call it`);
  }
  return rule;
}

/** "allowed" or "refused" per actor, as observed, beside what the table says. */
function verdicts(outcomes: Record<Actor, string | number>, refused: (outcome: string | number) => boolean) {
  return Object.fromEntries(ACTORS.map((actor) => [actor, refused(outcomes[actor]) ? "refused" : "allowed"]));
}
const expectedVerdicts = (allowed: readonly Actor[]) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, allowed.includes(actor) ? "allowed" : "refused"]));

describe("the access table", () => {
  it("has a row for every procedure, and none for a procedure that is gone", () => {
    expect(PROCEDURES.filter((procedure) => !ACCESS[procedure]), "procedures without a row in ACCESS").toEqual([]);
    expect(Object.keys(ACCESS).filter((procedure) => !PROCEDURES.includes(procedure)), "rows of no procedure").toEqual([]);
  });

  it("knows the procedure behind every REST route", () => {
    expect(ROUTE_TARGETS.filter((target) => !PROCEDURES.includes(target.procedure)).map((x) => routeName(x.route))).toEqual([]);
  });
});

describe("every tRPC procedure answers each kind of caller as the table says", () => {
  it.each(PROCEDURES)("%s", async (procedure) => {
    const rule = ruleOf(procedure);
    const input = rule.input?.(world);
    const outcomes = {} as Record<Actor, string>;
    for (const actor of ACTORS) {
      const user = world.users[actor];
      outcomes[actor] = await rolledBack(t.db, async (db) =>
        trpcOutcome(procedureCall(createCaller(await signedInContext(db, user, new Headers())), procedure)(input)),
      );
    }
    expect(Object.values(outcomes), `${procedure}: no call fails inside`).not.toContain("INTERNAL_SERVER_ERROR");
    expect({ procedure, ...verdicts(outcomes, (code) => REFUSED_CODES.includes(String(code))) }, JSON.stringify(outcomes)).toEqual({
      procedure,
      ...expectedVerdicts(rule.allowed),
    });
  });
});

describe("every REST route answers each kind of caller as its procedure's row says", () => {
  it.each(ROUTE_TARGETS.map((target) => [routeName(target.route), target] as const))("%s", async (_name, target) => {
    const rule = ruleOf(target.procedure);
    const input = rule.input?.(world) ?? {};
    const statuses = {} as Record<Actor, number>;
    for (const actor of ACTORS) {
      statuses[actor] = await rolledBack(t.db, (db) => restStatus(db, world.users[actor], restRequestFor(target, input)));
    }
    expect(Object.values(statuses).filter((status) => status >= 500), `${_name}: no call fails inside`).toEqual([]);
    expect(verdicts(statuses, (status) => REFUSED_STATUSES.includes(Number(status))), JSON.stringify(statuses)).toEqual(
      expectedVerdicts(rule.allowed),
    );
  });
});
