import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BODY_TOO_LARGE_MESSAGE,
  bodyCapFor,
  decodesCleanly,
  isServedMethod,
  MALFORMED_PATH_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  pathOf,
  problem,
  PROBLEM_CONTENT_TYPE,
  requestIdOf,
  SERVED_METHODS,
} from "@skyhire/api/http-limits";

/**
 * A refusal as problem details, like every other (packages/api/src/rest/problem.ts), written
 * straight to the socket's response before Next.js is involved.
 */
function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.writableEnded) return;
  const requestId = requestIdOf(new Headers({ "x-request-id": String(request.headers["x-request-id"] ?? "") }));
  const body = JSON.stringify(problem(status, message, requestId));
  response.writeHead(status, {
    "content-type": PROBLEM_CONTENT_TYPE,
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  response.end(body);
}

/**
 * How long a refused body is still read (and dropped) after the 413, before the connection closes:
 * closing a socket with unread bytes resets it, and a client still sending may then lose the
 * answer it was sent ("lingering close").
 */
const LINGER_MS = 2_000;

/**
 * 413, then the connection closes after a short linger in which the rest is dropped unread; a
 * route that already answered just loses the connection. When it has closed, the route's own read
 * of the body fails, so the route acts on nothing and is not left waiting for the rest.
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  request.socket.once("close", () => request.destroy(new Error(BODY_TOO_LARGE_MESSAGE)));
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  refuse(request, response, 413, BODY_TOO_LARGE_MESSAGE);
  setTimeout(() => request.socket.destroy(), LINGER_MS).unref();
}

/**
 * Counts the body's bytes as the HTTP parser hands them over (chunked bodies declare no length)
 * and stops at `cap`: past it no byte reaches the route.
 *
 * Done by wrapping this one request's `push` (an own property of the instance, no prototype is
 * touched): `push` is where the parser hands each chunk to the stream, and Node offers no other
 * place to see bytes before whoever reads the body: a "data" listener here would start the stream
 * flowing, and the chunks it passed before Next.js starts reading (later) would be lost to the route.
 */
function capBody(request: IncomingMessage, response: ServerResponse, cap: number): void {
  let received = 0;
  let refused = false;
  // Kept unbound: re-applied below with the request as `this`.
  const push = Reflect.get(request, "push");
  request.push = function pushWithinCap(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    // Refused: the rest is dropped as it comes (nothing buffered) until the linger ends.
    if (refused) return true;
    if (chunk instanceof Uint8Array) {
      received += chunk.byteLength;
      if (received > cap) {
        refused = true;
        refuseTooLarge(request, response);
        return true;
      }
    }
    return Reflect.apply(push, this, [chunk, encoding]);
  };
}

/**
 * The site's request limits (packages/api/src/rest/http-limits.ts), for every route — REST, tRPC,
 * uploads, webhooks, auth, server actions — before anything reads the request: answers what no
 * route should see, a method the site does not serve (405), a path whose percent-encoding does not
 * decode (400), a body declared over its route's cap (413). Otherwise caps the body while it
 * streams. Returns whether the request may go on.
 */
export function admitWithinLimits(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isServedMethod(request.method)) {
    refuse(request, response, 405, METHOD_NOT_ALLOWED_MESSAGE, { allow: SERVED_METHODS.join(", ") });
    return false;
  }
  const path = pathOf(request.url);
  if (!decodesCleanly(path)) {
    refuse(request, response, 400, MALFORMED_PATH_MESSAGE);
    return false;
  }
  const cap = bodyCapFor(path);
  const declared = request.headers["content-length"];
  if (declared !== undefined && Number(declared) > cap) {
    refuse(request, response, 413, BODY_TOO_LARGE_MESSAGE, { connection: "close" });
    return false;
  }
  capBody(request, response, cap);
  return true;
}
