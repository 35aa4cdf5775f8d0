import { createCaller } from "../root";
import type { Context } from "../trpc";
import { errorResponse, jsonResponse, messageResponse, requestIdOf } from "./errors";
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES, METHOD_NOT_ALLOWED_MESSAGE } from "./http-limits";
import { inputFor, matchOperation, procedureOf } from "./operations";
import { isPage, pageFieldHeaders, pageHeaders } from "./paging";
import { referenceResponse } from "./reference";
import { csrfCheck, isJsonContentType, isMutation, requireJson } from "./request-guards";

type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** The JSON body of a mutation: undefined when empty, refused when not JSON, too large or malformed. */
async function readJsonBody(request: Request, requestId: string): Promise<BodyResult> {
  if (!isMutation(request)) return { ok: true, body: undefined };
  const text = await request.text();
  if (text.trim() === "") return { ok: true, body: undefined };
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, response: messageResponse(415, "Content-Type must be application/json", {}, requestId) };
  }
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES) {
    return { ok: false, response: messageResponse(413, BODY_TOO_LARGE_MESSAGE, {}, requestId) };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: messageResponse(400, "Malformed JSON body", {}, requestId) };
  }
}

/**
 * Serves one documented `/api/*` request: finds the procedure whose REST operation names it
 * (operations.ts), applies the CSRF and JSON checks, calls the procedure as the context's user and
 * answers JSON; every refusal is problem details (errors.ts). Also serves the OpenAPI document and
 * its reference page (reference.ts).
 */
export async function handleRestRequest(request: Request, ctx: Context): Promise<Response> {
  const requestId = requestIdOf(request.headers);
  try {
    const url = new URL(request.url);
    const match = matchOperation(request.method, url.pathname);
    if (match.kind === "unknown-path") {
      return (await referenceResponse(request.method, url.pathname)) ?? messageResponse(404, "Not found", {}, requestId);
    }
    if (match.kind === "wrong-method") {
      return messageResponse(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: match.allowed.join(", ") }, requestId);
    }

    const refusal = csrfCheck(request) ?? requireJson(request);
    if (refusal) return refusal;
    const parsed = await readJsonBody(request, requestId);
    if (!parsed.ok) return parsed.response;

    const { operation, params } = match;
    const call = procedureOf(createCaller(ctx), operation.procedure);
    const result = await call(inputFor(operation, { params, query: url.searchParams, body: parsed.body }));
    if (operation.paged && isPage(result)) {
      const headers = { ...pageHeaders(url, result), ...pageFieldHeaders(result, operation.pageHeaders) };
      return jsonResponse(operation.status ?? 200, result.items, headers);
    }
    return jsonResponse(operation.status ?? 200, result);
  } catch (error) {
    return errorResponse(error, requestId);
  }
}

export { isPublicRead } from "./operations";
