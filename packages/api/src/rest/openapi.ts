/**
 * The OpenAPI 3.1 document of the REST adapter (GET /api/openapi.json, shown at /api/docs), made
 * from the same declarations the adapter routes by: each procedure's `meta.rest`, its tier and its
 * zod input schema (zod-openapi renders the schemas).
 */
import { TAG_DESCRIPTIONS } from "./tags";
import { createDocument, type CreateDocumentOptions, type ZodOpenApiOperationObject, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_LIMITS, IDEMPOTENT_REPLAYED_HEADER, LIVE_LIMITS } from "@skyhire/validators";
import { z } from "zod";
import { ERROR_EXAMPLES, problemDetailsSchema, PROBLEM_CONTENT_TYPE } from "./errors";
import { objectOf } from "./input-shape";
import { matchOperation, OPERATIONS, type Operation } from "./operations";
import type { Access } from "../trpc";

const ACCESS_TEXT: Record<Access, string> = {
  anyone: "Anyone, signed in or not.",
  "signed-in": "Any signed-in user (the service checks that the data is theirs).",
  customer: "A signed-in customer.",
  operator: "A signed-in operator.",
  admin: "A signed-in admin.",
  "operator-or-admin": "A signed-in operator or admin.",
};

/** The session cookie next-auth sets on sign-in (`/api/login`), or a personal access token. */
export const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "authjs.session-token",
    description: "The session cookie set by signing in at /api/login (`__Secure-` prefixed over HTTPS).",
  },
  token: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal access token (`skh_…`) made on the account page: `read` scope for GET, `write` for the rest (docs/product.md#api-tokens).",
  },
} as const;

const PAGE_HEADERS = z.object({
  link: z.string().meta({
    description: 'RFC 8288 links to the first, prev, next and last pages, e.g. `</api/requests?page=2&pageSize=12>; rel="next"`',
  }),
  "x-total-count": z.string().meta({ description: "How many items the whole list has" }),
});

/** A list's headers: the paging, and the fields it declares as headers (absent when null). */
function pageHeadersOf(operation: Operation): z.ZodObject {
  const declared = Object.entries(operation.pageHeaders ?? {}).map(
    ([name, { description }]): [string, z.ZodOptional<z.ZodString>] => [name, z.string().optional().meta({ description })],
  );
  return PAGE_HEADERS.extend(Object.fromEntries(declared));
}

/** A rate limit's refusal says when to try again. */
const RETRY_HEADERS = z.object({
  "retry-after": z.string().meta({ description: "Seconds until the limit lets the caller try again" }),
});

/** A 401 names the scheme to authenticate with (errors.ts `BEARER_CHALLENGE`). */
const CHALLENGE_HEADERS = z.object({
  "www-authenticate": z.string().meta({ description: 'How to authenticate: `Bearer realm="Skyhire"` (an API or OAuth token)' }),
});

type ErrorStatus = keyof typeof ERROR_EXAMPLES;

/**
 * Each refusal is one object, kept here, so zod-openapi writes it once under `components.responses`
 * by its status's name (`TooManyRequests`…) and every operation `$ref`s it.
 */
const ERROR_RESPONSES = new Map<ErrorStatus, ZodOpenApiResponseObject>();

function errorResponseOf(status: ErrorStatus): ZodOpenApiResponseObject {
  const kept = ERROR_RESPONSES.get(status);
  if (kept) return kept;
  const example = ERROR_EXAMPLES[status];
  const response: ZodOpenApiResponseObject = {
    id: example.title.replace(/\s+/g, ""),
    description: example.title,
    ...(status === 429 && { headers: RETRY_HEADERS }),
    ...(status === 401 && { headers: CHALLENGE_HEADERS }),
    content: { [PROBLEM_CONTENT_TYPE]: { schema: problemDetailsSchema, examples: { example: { value: example } } } },
  };
  ERROR_RESPONSES.set(status, response);
  return response;
}

/** The documented refusals of an operation, by status. */
function errorResponsesOf(statuses: readonly ErrorStatus[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(statuses.map((status) => [`${status}`, errorResponseOf(status)]));
}

function pick(object: z.ZodObject, keep: (name: string) => boolean): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(object.shape).filter(([name]) => keep(name))));
}

/** Every POST may carry a key that makes sending it again safe (rest/idempotency.ts). */
const IDEMPOTENCY_PARAMS = z.object({
  [IDEMPOTENCY_HEADER]: z.string().min(1).max(IDEMPOTENCY_LIMITS.keyMaxLength).optional().meta({
    description:
      "Any unique text (a UUID) that makes this POST safe to send again: within 24 hours the same key and request replay the first success (with `Idempotent-Replayed: true`) instead of doing the work twice; the key with another request is 422, and 409 while the first is still running. Signed-in callers only.",
  }),
});

const REPLAYED_HEADERS = z.object({
  [IDEMPOTENT_REPLAYED_HEADER]: z.literal("true").optional().meta({
    description: "Present when this is the kept answer of an earlier request with the same `Idempotency-Key`",
  }),
});

/** Every GET may ask whether the client's copy is still current (rest/conditional.ts). */
const CONDITIONAL_PARAMS = z.object({
  "if-none-match": z.string().optional().meta({
    description: "The `ETag` of the copy the client holds: the answer is `304 Not Modified`, without a body, while it still matches",
  }),
});

const ETAG_HEADERS = z.object({
  etag: z.string().meta({ description: "A tag of this answer's body; send it back in `If-None-Match` to ask whether it changed" }),
});

function requestOf(operation: Operation): Pick<ZodOpenApiOperationObject, "requestParams" | "requestBody"> {
  const request = bodyAndParamsOf(operation);
  const header = { GET: CONDITIONAL_PARAMS, POST: IDEMPOTENCY_PARAMS }[operation.method as "GET" | "POST"];
  if (!header) return request;
  return { ...request, requestParams: { ...request.requestParams, header } };
}

function bodyAndParamsOf(operation: Operation): Pick<ZodOpenApiOperationObject, "requestParams" | "requestBody"> {
  const input = operation.inputs[0];
  const object = objectOf(input);
  const isPath = (name: string) => operation.pathParams.includes(name);
  const path = operation.pathParams.length
    ? z.object(Object.fromEntries(operation.pathParams.map((name) => [name, object?.shape[name] ?? z.string()])))
    : undefined;
  if (!operation.takesInput || !(input instanceof z.ZodType)) return path ? { requestParams: { path } } : {};
  if (operation.method === "GET") {
    return { requestParams: { ...(path && { path }), ...(object && { query: pick(object, (name) => !isPath(name)) }) } };
  }
  const body = object && operation.pathParams.length ? pick(object, (name) => !isPath(name)) : input;
  const hasBody = !(body instanceof z.ZodObject) || Object.keys(body.shape).length > 0;
  return {
    ...(path && { requestParams: { path } }),
    ...(hasBody && {
      requestBody: {
        required: !(input instanceof z.ZodDefault || input instanceof z.ZodOptional) && !operation.pathParams.length,
        content: { "application/json": { schema: body } },
      },
    }),
  };
}

/** The statuses an operation can refuse with: by what it takes and who may call it. */
function errorStatusesOf(operation: Operation): ErrorStatus[] {
  // 401 on every operation: a bearer token that is unknown, revoked or expired is refused even on a public read.
  const statuses: ErrorStatus[] = [400, 401];
  if (operation.access !== "anyone") statuses.push(403);
  // A path, or a body, can name something that does not exist (or is not the caller's to see).
  if (operation.pathParams.length > 0 || operation.method !== "GET") statuses.push(404);
  if (operation.method !== "GET") statuses.push(409, 413, 415);
  // If-Match on a write of a resource that has a GET of its own path (handler.ts `staleWrite`).
  const readable = matchOperation("GET", operation.path).kind === "found";
  if ((operation.method === "PUT" || operation.method === "PATCH") && readable) statuses.push(412);
  if (operation.method === "POST") statuses.push(422);
  statuses.push(429, 500);
  return statuses;
}

/**
 * The 2xx body as REST sends it: the procedure's output schema; a list's items alone (the paging is
 * in the headers); `null` where the procedure answers nothing (jsonResponse).
 */
export function successBodyOf(operation: Operation): z.ZodType {
  const output = operation.output;
  // Still to describe (operations.test.ts names each one): any JSON, said so in the document.
  if (!(output instanceof z.ZodType)) return z.unknown().meta({ description: "Not described yet" });
  if (operation.paged) {
    const items: unknown = objectOf(output)?.shape.items;
    if (!(items instanceof z.ZodArray)) throw new Error(`${operation.procedure} is paged but answers no items`);
    return items;
  }
  return output instanceof z.ZodOptional ? z.nullable(output.unwrap()) : output;
}

/** A 201's pointer to what it created (`RestOperation.location`). */
const LOCATION_HEADERS = z.object({
  location: z.string().meta({ description: "The path at which the created resource is read (`GET`)" }),
});

/** The headers of a success beside its body: paging, the read's tag, a replay's mark, a creation's place. */
function successHeadersOf(operation: Operation): z.ZodObject | undefined {
  if (operation.method === "POST") return operation.location ? REPLAYED_HEADERS.extend(LOCATION_HEADERS.shape) : REPLAYED_HEADERS;
  if (operation.method !== "GET") return undefined;
  return operation.paged ? pageHeadersOf(operation).extend(ETAG_HEADERS.shape) : ETAG_HEADERS;
}

const NOT_MODIFIED: ZodOpenApiResponseObject = {
  id: "NotModified",
  description: "Not Modified: the `If-None-Match` tag is still current; no body",
  headers: ETAG_HEADERS,
};

/** The CSV form of an answer, for an operation that offers one (`RestOperation.csv`). */
const CSV_BODY = z.string().meta({
  description: "The same answer as a CSV file (RFC 4180, a header line first), sent when the request prefers `Accept: text/csv`",
});

function responsesOf(operation: Operation): ZodOpenApiResponsesObject {
  const success = operation.status ?? 200;
  const schema = successBodyOf(operation);
  const headers = successHeadersOf(operation);
  const csv = operation.csv ? { "text/csv": { schema: CSV_BODY } } : {};
  return {
    [`${success}`]: {
      description: operation.paged
        ? "One page of the list, as a JSON array; the paging is in the headers."
        : success === 201 ? "Created" : "OK",
      ...(headers && { headers }),
      content: { "application/json": { schema }, ...csv },
    },
    ...(operation.method === "GET" && { "304": NOT_MODIFIED }),
    ...errorResponsesOf(errorStatusesOf(operation)),
  };
}

function operationObject(operation: Operation): ZodOpenApiOperationObject {
  const tag = operation.path.split("/")[2] ?? "api";
  return {
    operationId: operation.procedure.replace(/\./g, "_"),
    summary: operation.summary,
    description: [operation.description, `Who may call it: ${ACCESS_TEXT[operation.access]}`].filter(Boolean).join("\n\n"),
    tags: [tag],
    security: operation.access === "anyone" ? [] : [{ session: [] }, { token: [] }],
    ...requestOf(operation),
    responses: responsesOf(operation),
  };
}

/** A `Date` of an answer is sent as JSON: an ISO 8601 string (`toJSON`). */
const jsonDates: NonNullable<CreateDocumentOptions["override"]> = ({ jsonSchema, zodSchema, io }) => {
  if (io === "output" && zodSchema._zod.def.type === "date") {
    jsonSchema.type = "string";
    jsonSchema.format = "date-time";
  }
};

/**
 * GET /api/events, the live event stream (packages/api/src/live/endpoint.ts): not a procedure, so
 * it is described here, with the same security schemes and problem details as the operations.
 */
function liveEventsOperation(): ZodOpenApiOperationObject {
  return {
    operationId: "live_events",
    summary: "The caller's live event stream (server-sent events)",
    description: [
      "Server-sent events (`text/event-stream`) for the caller only: first `ready` (its `id` is the newest event), then one event per change " +
        "that concerns the caller — `event: <kind>`, `id: <number>`, `data: {\"kind\", \"refId\"}` — where the kind is a notification, " +
        "a message, a read marker… Events carry only the kind and an id: read the data through the usual operations. " +
        "A comment line every 25 s keeps the connection open; `resync` says more was missed than a replay holds (read everything again); " +
        "`signed-out` ends the stream when the session or token stops being valid.",
      "Reconnect with `Last-Event-ID` (or `?lastEventId=`) to get what was missed.",
      "Who may call it: any signed-in user, with the session or a token of `read` scope (each stream counts as one call).",
      `At most ${LIVE_LIMITS.streamsPerUser} streams per user and ${LIVE_LIMITS.streamsPerAddress} per client address are open at once on one server; past either, 429 with the reason.`,
    ].join("\n\n"),
    tags: ["events"],
    security: [{ session: [] }, { token: [] }],
    requestParams: {
      header: z.object({ "last-event-id": z.string().optional().meta({ description: "The id of the last event received" }) }),
      query: z.object({ lastEventId: z.string().optional().meta({ description: "The same, for clients that cannot set headers" }) }),
    },
    responses: {
      "200": {
        description: "The stream, open until the client leaves or the session or token ends.",
        content: {
          "text/event-stream": {
            schema: z.string().meta({ description: "Server-sent event frames" }),
            example: 'id: 41\nevent: ready\ndata: {}\n\nid: 42\nevent: notification\ndata: {"kind":"notification","refId":"…"}\n\n',
          },
        },
      },
      ...errorResponsesOf([401, 403, 429, 500]),
    },
  };
}

/** The path of the live event stream in the document. */
export const LIVE_EVENTS_PATH = "/api/events";

let cached: ReturnType<typeof createDocument> | undefined;

/** Every tag an operation uses, with its description (tags.ts); a tag without one fails the build of the document. */
function declaredTags(paths: Record<string, Record<string, ZodOpenApiOperationObject>>): { name: string; description: string }[] {
  const used = new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.tags ?? [])));
  return [...used].sort().map((name) => {
    const description = TAG_DESCRIPTIONS[name];
    if (!description) throw new Error(`The OpenAPI tag "${name}" has no description in rest/tags.ts`);
    return { name, description };
  });
}

/** The document (built once per process: the operations do not change while it runs). */
export function openApiDocument(): ReturnType<typeof createDocument> {
  if (cached) return cached;
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const operation of OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = operationObject(operation);
  }
  paths[LIVE_EVENTS_PATH] = { get: liveEventsOperation() };
  cached = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Skyhire API",
      version: "1.0.0",
      // Calls are made under the site's terms (app/terms); support answers API questions too.
      license: { name: "Skyhire Terms of Service", url: "/terms" },
      contact: { name: "Skyhire support", url: "/support" },
      description:
        "The REST API of the Skyhire drone-services marketplace. Every operation calls the same procedure as the web app. " +
        "Bodies are JSON; errors are RFC 9457 problem details (application/problem+json).",
    },
    servers: [{ url: "/" }],
    tags: declaredTags(paths),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  }, { override: jsonDates });
  return cached;
}
