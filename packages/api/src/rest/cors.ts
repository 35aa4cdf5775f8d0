/**
 * Cross-origin use of the REST API (docs/api.md#cross-origin-requests): open to requests that carry
 * a bearer token and no session cookie — a token travels in a header the page's own script set, so
 * another site can only use a token it was given — and closed to cookies: the answer allows any origin
 * without credentials (`*`), which browsers never combine with cookies. `OPTIONS` answers the
 * methods the path really serves (and a browser's preflight), not a fixed list.
 */
import { isBearerOnly } from "./request-guards";

/** Headers a token client may send across origins. */
const ALLOWED_REQUEST_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "If-Match", "X-Request-Id"];

/** Headers of our answers a token client's script may read. */
const EXPOSED_HEADERS = ["Link", "X-Total-Count", "ETag", "Location", "Retry-After", "RateLimit", "RateLimit-Policy", "Idempotent-Replayed", "X-Request-Id", "WWW-Authenticate"];

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The answer to `OPTIONS` on a path served with `methods`: 204 with `Allow`, and for a browser's
 * preflight (an `Origin` and `Access-Control-Request-Method`) what a bearer request may do.
 */
export function optionsResponse(request: Request, methods: readonly string[]): Response {
  const allow = [...methods, "OPTIONS"].join(", ");
  const headers = new Headers({ allow });
  if (request.headers.has("origin") && request.headers.has("access-control-request-method")) {
    headers.set("access-control-allow-origin", "*");
    headers.set("access-control-allow-methods", allow);
    headers.set("access-control-allow-headers", ALLOWED_REQUEST_HEADERS.join(", "));
    headers.set("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS));
  }
  return new Response(null, { status: 204, headers });
}

/** The answer as another origin's script may read it: only for a bearer request without a session cookie. */
export function withCors(request: Request, response: Response): Response {
  if (!request.headers.has("origin") || !isBearerOnly(request)) return response;
  response.headers.set("access-control-allow-origin", "*");
  response.headers.set("access-control-expose-headers", EXPOSED_HEADERS.join(", "));
  response.headers.append("vary", "Origin");
  return response;
}
