import { createCaller } from "../root";
import type { Context } from "../trpc";
import { prefersCsv } from "@skyhire/validators";
import {
  csvAnswer,
  errorAnswer,
  jsonAnswer,
  messageAnswer,
  requestIdOf,
  toResponse,
  type RestAnswer,
} from "./errors";
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES, METHOD_NOT_ALLOWED_MESSAGE } from "./http-limits";
import { inputFor, matchOperation, procedureOf, type Operation } from "./operations";
import { conditionalRead, ifMatchHolds, STALE_WRITE_MESSAGE } from "./conditional";
import { optionsResponse, withCors } from "./cors";
import { rateLimitHeaders } from "./rate-limit-headers";
import type { RateLimitSeen } from "../services/api-tokens";
import { answerOnce } from "./idempotency";
import { isPage, pageFieldHeaders, pageHeaders } from "./paging";
import { referenceResponse } from "./reference";
import { csrfCheck, isJsonContentType, isMutation, requireJson } from "./request-guards";

type BodyResult = { ok: true; body: unknown; text: string } | { ok: false; answer: RestAnswer };

/** The JSON body of a mutation: undefined when empty, refused when not JSON, too large or malformed. */
async function readJsonBody(request: Request, requestId: string): Promise<BodyResult> {
  if (!isMutation(request)) return { ok: true, body: undefined, text: "" };
  const text = await request.text();
  if (text.trim() === "") return { ok: true, body: undefined, text };
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, answer: messageAnswer(415, "Content-Type must be application/json", {}, requestId) };
  }
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES) {
    return { ok: false, answer: messageAnswer(413, BODY_TOO_LARGE_MESSAGE, {}, requestId) };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown, text };
  } catch {
    return { ok: false, answer: messageAnswer(400, "Malformed JSON body", {}, requestId) };
  }
}

/**
 * A matched operation called as the context's user: its JSON answer (a page's items with paging
 * headers), or its CSV table when the operation offers one and the client's `Accept` prefers it.
 */
async function callOperation(
  ctx: Context,
  found: { operation: Operation; params: Record<string, string> },
  url: URL,
  body: unknown,
  accept: string | null = null,
): Promise<RestAnswer> {
  const { operation, params } = found;
  const call = procedureOf(createCaller(ctx), operation.procedure);
  const result = await call(inputFor(operation, { params, query: url.searchParams, body }));
  if (operation.csv && prefersCsv(accept)) return csvAnswer(operation.status ?? 200, operation.csv.table(result));
  if (operation.paged && isPage(result)) {
    const headers = { ...pageHeaders(url, result, operation.fields), ...pageFieldHeaders(result, operation.pageHeaders) };
    return jsonAnswer(operation.status ?? 200, result.items, headers);
  }
  return jsonAnswer(operation.status ?? 200, result, createdLocation(operation, result));
}

/** The `Location` of what a 201 created (`RestOperation.location`), from the answer's id. */
function createdLocation(operation: Operation, result: unknown): Record<string, string> {
  if (!operation.location || typeof result !== "object" || result === null || !("id" in result)) return {};
  const { id } = result;
  return typeof id === "string" ? { location: operation.location.replace("{id}", encodeURIComponent(id)) } : {};
}

/**
 * Whether a PUT or PATCH sent `If-Match` with a version the resource no longer has: its current
 * answer is what a GET of the same path gives the same caller now. A path without such a GET, or a
 * write without the header, is not conditional. (Checked just before the write, not inside its
 * transaction: a write that must never overwrite a concurrent one also sends its `version`.)
 */
async function staleWrite(ctx: Context, request: Request, url: URL): Promise<boolean> {
  const ifMatch = request.headers.get("if-match");
  if (ifMatch === null || (request.method !== "PUT" && request.method !== "PATCH")) return false;
  const read = matchOperation("GET", url.pathname);
  if (read.kind !== "found") return false;
  const current = await callOperation(ctx, read, url, undefined).catch(() => null);
  return !ifMatchHolds(ifMatch, current?.status === 200 ? current.body : null);
}

/**
 * Serves one documented `/api/*` request: finds the procedure whose REST operation names it
 * (operations.ts), applies the CSRF and JSON checks, calls the procedure as the context's user (a
 * POST once per `Idempotency-Key`, idempotency.ts) and answers JSON (a GET with its `ETag`, or 304,
 * conditional.ts); every refusal is problem
 * details (errors.ts). Also serves the OpenAPI document and its reference page (reference.ts).
 */
export async function handleRestRequest(request: Request, ctx: Context): Promise<Response> {
  const seen: RateLimitSeen = {};
  const response = await answerRestRequest(request, { ...ctx, rateLimitSeen: seen });
  for (const [name, value] of Object.entries(rateLimitHeaders(seen))) response.headers.set(name, value);
  return withCors(request, response);
}

async function answerRestRequest(request: Request, ctx: Context): Promise<Response> {
  const requestId = requestIdOf(request.headers);
  try {
    const url = new URL(request.url);
    const match = matchOperation(request.method, url.pathname);
    if (match.kind === "unknown-path") {
      return (await referenceResponse(request.method, url.pathname)) ?? toResponse(messageAnswer(404, "Not found", {}, requestId));
    }
    if (request.method === "OPTIONS") {
      return optionsResponse(request, match.kind === "found" ? [match.operation.method] : match.allowed);
    }
    if (match.kind === "wrong-method") {
      return toResponse(messageAnswer(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: [...match.allowed, "OPTIONS"].join(", ") }, requestId));
    }

    const refusal = csrfCheck(request) ?? requireJson(request);
    if (refusal) return refusal;
    const parsed = await readJsonBody(request, requestId);
    if (!parsed.ok) return toResponse(parsed.answer);
    const body = parsed.body;
    const stale = await staleWrite(ctx, request, url);
    if (stale) return toResponse(messageAnswer(412, STALE_WRITE_MESSAGE, {}, requestId));
    const accept = request.headers.get("accept");
    const answer = await answerOnce(ctx, request, parsed.text, requestId, () => callOperation(ctx, match, url, body, accept));
    return toResponse(request.method === "GET" ? conditionalRead(request.headers.get("if-none-match"), answer) : answer);
  } catch (error) {
    return toResponse(errorAnswer(error, requestId));
  }
}

/**
 * An anonymous GET of a public catalogue read (`RestOperation.publicRead`), answered without web
 * Request/Response objects: the same answer `handleRestRequest` gives it, for a caller that writes
 * it to the socket itself (apps/web/src/server/public-reads.ts). Null when the path is not one.
 */
export function publicReadOf(pathAndQuery: string): { run: (ctx: Context) => Promise<RestAnswer> } | null {
  const queryStart = pathAndQuery.indexOf("?");
  const pathname = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const match = matchOperation("GET", pathname);
  if (match.kind !== "found" || match.operation.publicRead !== true) return null;
  return {
    run: async (ctx) => {
      const requestId = requestIdOf(ctx.headers);
      try {
        // Only the path and query are read; the host plays no part in the answer.
        const answer = await callOperation(ctx, match, new URL(pathAndQuery, "http://localhost"), undefined);
        return conditionalRead(ctx.headers.get("if-none-match"), answer);
      } catch (error) {
        return errorAnswer(error, requestId);
      }
    },
  };
}

export { isPublicRead } from "./operations";
