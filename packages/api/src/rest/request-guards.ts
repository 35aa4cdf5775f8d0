/**
 * Checks every state-changing request passes before it reaches a procedure, shared by the REST
 * adapter and the tRPC endpoint: no cross-site mutations (CSRF), JSON bodies only, bounded size.
 * Each returns the refusal to send, or null when the request may go on.
 */
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { siteOrigins } from "@skyhire/auth/forwarded";
import { bearerTokenOf } from "@skyhire/validators";
import type { EnvSource } from "@skyhire/validators/plain";
import { messageResponse } from "./errors";
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from "./http-limits";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isMutation(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/**
 * A request authenticated only by `Authorization: Bearer …` (docs/product.md#api-tokens): a browser
 * never adds that header by itself, so a cross-site page cannot forge it and CSRF checks do not
 * apply. With a session cookie beside it the checks stay, for the cookie's sake.
 */
export function isBearerOnly(request: Request): boolean {
  return (
    bearerTokenOf(request.headers.get("authorization")) !== undefined &&
    !hasSessionCookie(cookieNamesOf(request.headers.get("cookie")))
  );
}

/**
 * Refuses a mutation sent from another site: an `Origin` header that is not this site's, or a
 * browser's `Sec-Fetch-Site: cross-site`. Reads pass; so do non-browser clients, which send neither.
 */
export function csrfCheck(request: Request, env?: EnvSource): Response | null {
  if (!isMutation(request) || isBearerOnly(request)) return null;
  const refuse = () => messageResponse(403, "Cross-site request refused");
  if (request.headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return refuse();
  const origin = request.headers.get("origin");
  if (origin !== null && !siteOrigins(request, env).has(origin)) return refuse();
  return null;
}

export function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/** Whether the request says it carries a body (a length above zero, or a chunked one). */
export function declaresBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("transfer-encoding");
}

/** A mutation with a body must send JSON (415 otherwise) of a bounded size (413). */
export function requireJson(request: Request): Response | null {
  if (!isMutation(request) || !declaresBody(request)) return null;
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return messageResponse(415, "Content-Type must be application/json");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) {
    return messageResponse(413, BODY_TOO_LARGE_MESSAGE);
  }
  return null;
}
