/**
 * The REST operations, read from the procedures' own `meta.rest` (packages/api/src/trpc.ts): each
 * documented `/api` path is declared once, on the procedure that serves it, and this file only finds
 * the one a request names. Inputs go in as the client sent them; the procedure's zod schema parses
 * them exactly as for a tRPC call.
 */
import type { AnyProcedure } from "@trpc/server";
import { documentedSchemaOf } from "../documented-output";
import { declaredFields } from "./input-shape";
import { everyProcedure } from "../root";
import type { Access, HttpMethod, ProcedureMeta, RestOperation } from "../trpc";

export type { HttpMethod, RestOperation };

export interface Operation extends RestOperation {
  /** The procedure's dotted path, e.g. `jobs.list`. */
  procedure: string;
  access: Access;
  /** The `{name}` segments of the path, in order. */
  pathParams: string[];
  /** Whether the procedure declares an input schema. */
  takesInput: boolean;
  /** The procedure's input schemas (a procedure may chain several `.input()`). */
  inputs: readonly unknown[];
  /** The success body the procedure documents (`.output(documented(schema))`), when it does. */
  output: unknown;
  /** The fields its input declares, path values aside: of a GET, the query parameters it knows. */
  fields: readonly string[];
}

function metaOf(procedure: AnyProcedure): ProcedureMeta {
  const meta: ProcedureMeta = procedure._def.meta ?? {};
  return meta;
}

/**
 * The app's procedures by dotted path (tRPC keeps them flat). The REST layer answers any documented
 * path, so it loads every router once, when this module is first imported; pages load only theirs.
 */
const PROCEDURES: [string, AnyProcedure][] = await everyProcedure();

/** Every procedure of the app with its meta (what the document and the "no operation" test read). */
export function allProcedures(): { path: string; meta: ProcedureMeta }[] {
  return PROCEDURES.map(([path, procedure]) => ({ path, meta: metaOf(procedure) }));
}

function operationOf(path: string, procedure: AnyProcedure): Operation | null {
  const meta = metaOf(procedure);
  if (!meta.rest) return null;
  const def = procedure._def as { inputs: unknown[]; output?: unknown };
  const pathParams = [...meta.rest.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  return {
    ...meta.rest,
    procedure: path,
    access: meta.access ?? "anyone",
    pathParams,
    takesInput: def.inputs.length > 0,
    inputs: def.inputs,
    output: documentedSchemaOf(def.output),
    fields: declaredFields(def.inputs, pathParams),
  };
}

/**
 * Every REST operation, the more literal path first: `/api/operators/profile` is tried before
 * `/api/operators/{id}`, whatever order the routers declare them in.
 */
export const OPERATIONS: readonly Operation[] = PROCEDURES.map(([path, procedure]) => operationOf(path, procedure))
  .filter((operation): operation is Operation => operation !== null)
  .sort((a, b) => literalRank(b.path) - literalRank(a.path));

/** Literal segments count most, earlier ones more: `/a/b/{x}` before `/a/{x}/c` before `/a/{x}`. */
function literalRank(path: string): number {
  return path
    .split("/")
    .reduce((rank, segment, index) => rank + (segment.startsWith("{") ? 0 : 2 ** (16 - index)), 0);
}

const PATTERNS = new Map(
  OPERATIONS.map((operation) => [
    operation,
    new RegExp(`^${operation.path.replace(/\{\w+\}/g, "([^/]+)").replace(/\./g, "\\.")}$`),
  ]),
);

export type OperationMatch =
  | { kind: "found"; operation: Operation; params: Record<string, string> }
  | { kind: "wrong-method"; allowed: HttpMethod[] }
  | { kind: "unknown-path" };

/** The operation for a method and path; a path served for other methods only is told apart. */
export function matchOperation(method: string, pathname: string): OperationMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const allowed: HttpMethod[] = [];
  for (const [operation, pattern] of PATTERNS) {
    const values = pattern.exec(path);
    if (!values) continue;
    const params = decodeParams(operation.pathParams, values.slice(1));
    if (!params) continue;
    if (operation.method === wanted) return { kind: "found", operation, params };
    if (!allowed.includes(operation.method)) allowed.push(operation.method);
  }
  const order: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  allowed.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return allowed.length > 0 ? { kind: "wrong-method", allowed } : { kind: "unknown-path" };
}

/** The path's `{name}` values, or null when one is not valid percent-encoding. */
function decodeParams(names: string[], values: (string | undefined)[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(values[index] ?? "");
    });
  } catch {
    return null;
  }
  return params;
}

/** Whether an anonymous `method pathname` is a public catalogue read (RestOperation.publicRead). */
export function isPublicRead(method: string | undefined, pathname: string): boolean {
  if (method !== "GET") return false;
  const match = matchOperation(method, pathname);
  return match.kind === "found" && match.operation.publicRead === true;
}

/**
 * The procedure input for a request: the query's values (GET; the first of a repeated one, an empty
 * one counts as absent) or the JSON body, with the path's values over both.
 */
export function inputFor(
  operation: Operation,
  parts: { params: Record<string, string>; query: URLSearchParams; body: unknown },
): unknown {
  if (!operation.takesInput) return undefined;
  if (operation.method === "GET") {
    const values: Record<string, string> = {};
    for (const name of new Set(parts.query.keys())) {
      const value = parts.query.get(name);
      if (value) values[name] = value;
    }
    return { ...values, ...parts.params };
  }
  if (operation.pathParams.length === 0) return parts.body;
  return { ...jsonObject(parts.body), ...parts.params };
}

/** A JSON body's fields, or none when it is not an object (the schema then names what is missing). */
function jsonObject(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The procedure of the caller at a dotted path, as a function of its input. */
export function procedureOf(caller: object, path: string): (input: unknown) => Promise<unknown> {
  let target: unknown = caller;
  for (const segment of path.split(".")) target = Reflect.get(target as object, segment);
  if (typeof target !== "function") throw new Error(`No procedure at ${path}`);
  return target as (input: unknown) => Promise<unknown>;
}
