import type { z } from "zod";

/**
 * A procedure's success body, documented but not checked at run time: `.output(documented(schema))`
 * gives the OpenAPI document (rest/openapi.ts) its schema and callers their type, while the value
 * goes out as the service returned it. A runtime parse would strip any field the schema misses (a
 * page would lose it silently) and costs every request a walk of every item; instead the contract
 * and property tests check each answer against the document (rest/test-server.ts).
 */
const SCHEMAS = new WeakMap<object, z.ZodType>();

export function documented<Schema extends z.ZodType>(schema: Schema): (value: unknown) => z.output<Schema> {
  const asIs = (value: unknown) => value as z.output<Schema>;
  SCHEMAS.set(asIs, schema);
  return asIs;
}

/** The schema a procedure's output documents, if any. */
export function documentedSchemaOf(output: unknown): z.ZodType | undefined {
  return typeof output === "function" ? SCHEMAS.get(output) : undefined;
}
