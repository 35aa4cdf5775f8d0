/**
 * Issue 12 §10: generated bad input — wrong types, huge strings, NUL bytes, odd unicode, negative
 * and NaN numbers, extra and missing keys, bad ids, bad path segments and percent-encoding — sent
 * to every tRPC procedure and every REST route never fails inside (no 500 /
 * INTERNAL_SERVER_ERROR), and when it is refused no table's row count or last change moves.
 *
 * Runs are sampled with a fixed seed; fast-check prints the seed and path of a failing case.
 * BAD_INPUT_SEED=<n> tries other inputs; BAD_INPUT_RUNS=<n> more of them per procedure.
 */
import { LISTING_QUERY_PARAMETERS } from "@skyhire/validators";
import type { Database } from "@skyhire/db";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS,
  ACTORS,
  PROCEDURES,
  ROUTE_TARGETS,
  procedureCall,
  rolledBack,
  routeName,
  seedWorld,
  trpcOutcome,
  type Actor,
  type RouteTarget,
  type World,
} from "./authorization.fixtures";
import { handleRestRequest } from "./rest/handler";
import { createCaller } from "./root";
import { createTestContext, type TestContext } from "./testing";

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_125);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 4);
/**
 * Who sends the input: mostly a caller the access table lets through (so the input reaches the
 * rules and the database), sometimes anyone (bad input must not get past an access check either).
 */
function callerOf(procedure: string): fc.Arbitrary<Actor> {
  const allowed = ACCESS[procedure]?.allowed ?? ACTORS;
  return fc.oneof({ arbitrary: fc.constantFrom(...allowed), weight: 3 }, fc.constantFrom(...ACTORS));
}
/** Counting refused attempts is what rate limits are for (e.g. a wrong current password). */
const TABLES_THAT_COUNT_REFUSALS = new Set(["rate_limits"]);

let t: TestContext;
let world: World;
let snapshotQuery: ReturnType<typeof sql.raw>;
beforeAll(async () => {
  t = await createTestContext();
  world = await seedWorld(t);
  snapshotQuery = await buildSnapshotQuery(t.db);
});
afterAll(async () => t?.close());

/** One query: every table's row count and newest updated_at, so "nothing changed" is cheap to check. */
async function buildSnapshotQuery(db: Database) {
  const tables = await db.execute<{ name: string; dated: boolean }>(sql`
    select table_name as name, bool_or(column_name = 'updated_at') as dated
    from information_schema.columns
    where table_schema = 'public'
    group by table_name
    order by table_name`);
  const parts = [...tables]
    .filter((table) => !TABLES_THAT_COUNT_REFUSALS.has(table.name))
    .map(
      ({ name, dated }) =>
        `select '${name}' as name, count(*)::int as rows, ${dated ? "max(updated_at)::text" : "null::text"} as changed from "${name}"`,
    );
  return sql.raw(parts.join(" union all "));
}

async function snapshot(db: Database) {
  return [...(await db.execute(snapshotQuery))];
}

// ---------------------------------------------------------------------------------------------
// Bad values

const BAD_STRINGS = [
  "",
  " ",
  "\u0000",
  "roof\u0000top",
  "x".repeat(100_000),
  "\uD800",
  "👩‍🚀🚁\u202E\u200B",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "00000000-0000-0000-0000-000000000000",
  "NaN",
  "-1",
  "1e999",
  "__proto__",
  "<script>alert(1)</script>",
];

/** A JSON value that no schema expects (what a REST client can send). */
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.01, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[[]]]),
  fc.constantFrom(...BAD_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.constantFrom<unknown>("", null, -1, "\u0000"), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom<unknown>(null, "", -1), { maxKeys: 3 }),
);

/** Also what superjson carries over tRPC but JSON cannot. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badJson,
  fc.constantFrom<unknown>(undefined, Number.NaN, Infinity, -Infinity, new Date(Number.NaN), BigInt(-1), new Map(), new Set([1])),
);

/**
 * A value of the right type but wrong content, so it gets past the type checks to the rules and
 * the database: NUL and lone surrogates appended, huge, empty, negative, fractional, unknown ids.
 */
function nearValid(valid: unknown, json: boolean): fc.Arbitrary<unknown> {
  if (typeof valid === "string") {
    return fc.constantFrom(
      `${valid}\u0000`,
      `${valid}\uD800`,
      valid.repeat(Math.ceil(100_000 / Math.max(valid.length, 1))),
      "",
      "   ",
      `${valid}👩‍🚀\u202E`,
      "00000000-0000-0000-0000-000000000000",
      `${valid}' OR 1=1 --`,
    );
  }
  if (typeof valid === "number") {
    const numbers = [-valid, -1, 0, valid + 0.001, 1e308, Number.MAX_SAFE_INTEGER + 2];
    return fc.constantFrom<unknown>(...numbers, ...(json ? [] : [Number.NaN, Infinity]));
  }
  if (Array.isArray(valid)) {
    const items: unknown[] = valid;
    return fc.constantFrom<unknown>([], [...items, ...items], Array.from({ length: 1_000 }, () => items[0] ?? "x"), [null]);
  }
  return json ? badJson : badValue;
}

/** A valid input with one thing wrong: a field replaced, a field missing, an extra field, or all of it. */
function badInputFrom(valid: Record<string, unknown> | undefined, json: boolean) {
  const value = json ? badJson : badValue;
  const keys = Object.keys(valid ?? {});
  const whole = value;
  const extra = fc
    .tuple(fc.oneof(fc.constantFrom("__proto__", "constructor", "id", "userId", "role"), fc.string({ maxLength: 12 })), value)
    .map(([key, bad]) => ({ ...valid, [key]: bad }));
  if (keys.length === 0) return fc.oneof(whole, extra);
  const replaced = fc
    .constantFrom(...keys)
    .chain((key) =>
      fc.oneof({ arbitrary: nearValid(valid?.[key], json), weight: 3 }, value).map((bad) => ({ ...valid, [key]: bad })),
    );
  const missing = fc.constantFrom(...keys).map((key) => {
    const copy = { ...valid };
    delete copy[key];
    return copy;
  });
  return fc.oneof({ arbitrary: replaced, weight: 4 }, missing, extra, whole);
}

const validInputOf = (procedure: string) => ACCESS[procedure]?.input?.(world);

// ---------------------------------------------------------------------------------------------
// tRPC

describe("bad input to every tRPC procedure fails cleanly and changes nothing", () => {
  it.each(PROCEDURES)("%s", async (procedure) => {
    await fc.assert(
      fc.asyncProperty(callerOf(procedure), badInputFrom(validInputOf(procedure), false), async (actor, input) => {
        const user = world.users[actor];
        const result = await rolledBack(t.db, async (db) => {
          const before = await snapshot(db);
          const outcome = await trpcOutcome(procedureCall(createCaller({ db, user, headers: new Headers() }), procedure)(input));
          const after = outcome === "ok" || outcome === "INTERNAL_SERVER_ERROR" ? before : await snapshot(db);
          return { outcome, before, after };
        });
        expect(result.outcome, `${procedure} as ${actor}`).not.toBe("INTERNAL_SERVER_ERROR");
        expect(result.after, `${procedure} as ${actor} refused (${result.outcome}) but changed a table`).toEqual(result.before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// REST

/** Path segments a client can send: encoded bad values, and raw broken percent-encoding. */
const badSegment = fc.oneof(
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%C0%AF", "%00", "..", "%2e%2e", "a%2Fb"),
  badJson.map((value) => percentEncoded(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
);

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate; a client sends U+FFFD). */
function percentEncoded(text: string) {
  return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

const QUERY_NAMES = [...LISTING_QUERY_PARAMETERS, "page", "pageSize", "status", "q", "role", "state", "unreadOnly", "action", "targetId"];
const badQuery = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })),
    fc.oneof(fc.constantFrom(...BAD_STRINGS, "-5", "0", "1.5", "99999999999999999999", "true"), fc.string({ maxLength: 20 })),
  ),
  { maxLength: 4 },
);

/** A body: the procedure's valid fields with one thing wrong, or text that is not JSON at all. */
function badBody(valid: Record<string, unknown>) {
  return fc.oneof(
    { arbitrary: badInputFrom(valid, true).map((value) => JSON.stringify(value) ?? ""), weight: 3 },
    fc.constantFrom("{", "nul", "[1,", '{"a":1}{', "\u0000", "x".repeat(2_000_000)),
  );
}

function badRequest(target: RouteTarget) {
  const valid = { ...validInputOf(target.procedure) };
  const paramFields = new Set(Object.values(target.fieldOfParam));
  const bodyFields = Object.fromEntries(Object.entries(valid).filter(([field]) => !paramFields.has(field)));
  const segments = fc.tuple(
    ...Object.entries(target.fieldOfParam).map(([name, field]) =>
      fc.oneof(fc.constant(encodeURIComponent(String((valid[field] as string | number | undefined) ?? ""))), badSegment).map((value) => [name, value] as const),
    ),
  );
  return fc.tuple(segments, badQuery, badBody(bodyFields)).map(([params, query, body]) => {
    let path: string = target.route.path;
    for (const [name, value] of params) path = path.replace(`{${name}}`, value);
    const search = new URLSearchParams(query.map(([name, value]) => [name, value])).toString();
    const url = `http://skyhire.test${path}${search ? `?${search}` : ""}`;
    const method = target.route.method;
    return { method, url, body: method === "GET" ? undefined : body };
  });
}

describe("bad input to every REST route answers 4xx and changes nothing", () => {
  it.each(ROUTE_TARGETS.map((target) => [routeName(target.route), target] as const))("%s", async (name, target) => {
    await fc.assert(
      fc.asyncProperty(callerOf(target.procedure), badRequest(target), async (actor, sent) => {
        const request = new Request(sent.url, {
          method: sent.method,
          headers: sent.body === undefined ? {} : { "content-type": "application/json" },
          body: sent.body,
        });
        const user = world.users[actor];
        const result = await rolledBack(t.db, async (db) => {
          const before = await snapshot(db);
          const { status } = await handleRestRequest(request, { db, user, headers: request.headers });
          const after = status < 400 || status >= 500 ? before : await snapshot(db);
          return { status, before, after };
        });
        expect(result.status, `${name} as ${actor}`).toBeLessThan(500);
        expect(result.after, `${name} as ${actor} refused (${result.status}) but changed a table`).toEqual(result.before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
