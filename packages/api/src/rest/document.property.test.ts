/**
 * Issue 13 §6: the OpenAPI document as a contract. For every operation it lists, fast-check sends
 * requests built from the document — parameter and body values drawn from the documented schemas,
 * or broken ones — as each kind of caller; every answer must be one the document names for that
 * operation: never a 5xx, a documented status, an array with the paging headers for a list, and
 * problem details for a refusal, and a body that validates against the schema the document gives
 * for that status (a success's body too). An input the schema refuses is a 400.
 *
 * Fixed seed; DOCUMENT_SEED=<n> tries other inputs, DOCUMENT_RUNS=<n> more per operation.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTORS, rolledBack, seedWorld, type World } from "../authorization.fixtures";
import { createTestContext, type TestContext } from "../testing";
import { documentMismatches } from "./document-validation.fixtures";
import { problemDetailsSchema, PROBLEM_CONTENT_TYPE } from "./errors";
import { handleRestRequest } from "./handler";
import { openApiDocument } from "./openapi";

const SEED = Number(process.env.DOCUMENT_SEED ?? 20_261_126);
const RUNS = Number(process.env.DOCUMENT_RUNS ?? 3);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

interface DocumentedOperation {
  name: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
  statuses: string[];
  paged: boolean;
  /** Anyone may call it (no session asked for). */
  open: boolean;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function operationsOf(): DocumentedOperation[] {
  const document = JSON.parse(JSON.stringify(openApiDocument())) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], {
      parameters?: DocumentedOperation["parameters"];
      security?: unknown[];
      requestBody?: { content: Record<string, { schema: JsonSchema }> };
      responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
    }>>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
      // The live event stream is not JSON (packages/api/src/live/endpoint.test.ts covers it).
      if (!success?.[1].content?.["application/json"]) return [];
      return [
        {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content["application/json"]?.schema,
          statuses: Object.keys(operation.responses),
          paged: Boolean(success?.[1].headers && "x-total-count" in success[1].headers),
          open: (operation.security ?? []).length === 0,
        },
      ];
    }),
  );
}

/** The schemas bodies share by name (`components.schemas`), which their `$ref`s point at. */
const NAMED_SCHEMAS = JSON.parse(JSON.stringify(openApiDocument().components?.schemas ?? {})) as Record<string, JsonSchema>;

/** A value the schema allows, mostly (numbers within bounds, strings of allowed length, list items). */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema?.$ref) return valueOf(NAMED_SCHEMAS[schema.$ref.replace("#/components/schemas/", "")], depth);
  if (!schema || depth > 3) return fc.constant(undefined);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => valueOf(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 2 });
    case "object":
      return objectOf(schema, depth + 1);
    case "null":
      return fc.constant(null);
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 24, Math.max(schema.minLength ?? 0, 24)),
        unit: "grapheme-ascii",
      });
  }
}

function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  return fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, valueOf(property, depth)])),
    { requiredKeys: (schema.required ?? []).filter((name) => properties.some(([key]) => key === name)) },
  );
}

/** What no documented schema accepts for a field: the wrong type. */
const wrongValue = fc.oneof(fc.constant({ nested: true }), fc.constant([1, 2]), fc.constant(-1e9), fc.constant("\u{1F600}".repeat(3)));

function requestOf(operation: DocumentedOperation, ids: string[]) {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === "path");
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  const segment = fc.oneof(fc.constantFrom(...ids), fc.stringMatching(/^[a-z0-9-]{1,12}$/));
  return fc.record({
    actor: fc.constantFrom(...ACTORS),
    params: fc.tuple(...pathParams.map(() => segment)),
    query: fc.record(Object.fromEntries(query.map((parameter) => [parameter.name, valueOf(parameter.schema)])), {
      requiredKeys: [],
    }),
    body: operation.body
      ? fc.oneof(
          { arbitrary: valueOf(operation.body).map((value) => ({ value, broken: false })), weight: 1 },
          wrongValue.map((value) => ({ value, broken: true })),
        )
      : fc.constant(undefined),
  }).map(({ actor, params, query, body }) => {
    let path = operation.path;
    pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(params[index] ?? "x"));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, typeof value === "string" ? value : JSON.stringify(value));
    const url = `http://skyhire.test${path}${search.size ? `?${search}` : ""}`;
    return { actor, url, body: body === undefined ? undefined : JSON.stringify(body.value), broken: body?.broken ?? false };
  });
}

let t: TestContext;
let world: World;
beforeAll(async () => {
  t = await createTestContext();
  world = await seedWorld(t);
});
afterAll(async () => t?.close());

describe("every operation of /api/openapi.json answers as the document says", () => {
  it.each(operationsOf().map((operation) => [operation.name, operation] as const))("%s", async (name, operation) => {
    const ids = Object.values(world).filter((value): value is string => typeof value === "string");
    await fc.assert(
      fc.asyncProperty(requestOf(operation, ids), async (sent) => {
        const request = new Request(sent.url, {
          method: operation.method,
          headers: sent.body === undefined ? {} : { "content-type": "application/json" },
          body: sent.body,
        });
        const user = world.users[sent.actor];
        const answer = await rolledBack(t.db, async (db) => {
          const response = await handleRestRequest(request, { db, user, headers: request.headers });
          return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
        });
        const label = `${name} as ${sent.actor}: ${sent.url} ${sent.body ?? ""} → ${answer.status}`;
        expect(answer.status, label).toBeLessThan(500);
        expect(operation.statuses, label).toContain(String(answer.status));
        expect(documentMismatches(operation.method, new URL(sent.url).pathname, answer.status, answer.body), label).toEqual([]);
        // A body of the wrong type, from a caller the operation lets in, is refused by the schema.
        if (sent.broken && operation.open) expect(answer.status, label).toBe(400);
        if (answer.status >= 400) {
          expect(answer.headers.get("content-type"), label).toBe(PROBLEM_CONTENT_TYPE);
          expect(problemDetailsSchema.safeParse(answer.body).success, label).toBe(true);
        } else if (operation.paged) {
          expect(Array.isArray(answer.body), label).toBe(true);
          expect(answer.headers.get("x-total-count"), label).toMatch(/^\d+$/);
          expect(answer.headers.get("link"), label).toContain('rel="first"');
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
