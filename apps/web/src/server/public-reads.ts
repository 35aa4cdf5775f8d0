import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { errorAnswer, publicReadOf, type RestAnswer } from "@skyhire/api/rest";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { getDb } from "@skyhire/db/runtime";
import { acceptsGzip } from "./accepts-gzip";
import { PUBLIC_READ_CACHE_CONTROL } from "./catalogue-freshness";
import { headersOf } from "./headers-of";
import { SECURITY_HEADERS } from "./security-headers";

/**
 * Serves an anonymous GET of a public catalogue read (GET /api/listings, a listing, an operator's
 * page and reviews) straight from the REST adapter, beside Next.js rather than through its route
 * machinery: the answer is the same JSON the /api route gives, and for a read that costs the
 * database about a millisecond the framework's per-request work would otherwise be most of the
 * cost (docs/performance.md). Returns whether it took the request; anything with a session cookie
 * or an Authorization header, any other method or path, is left to Next.js.
 */
export function servePublicRead(request: IncomingMessage, response: ServerResponse): boolean {
  const read = anonymousPublicRead(request);
  if (!read) return false;
  void serve(request, response, read);
  return true;
}

type PublicRead = NonNullable<ReturnType<typeof publicReadOf>>;

function anonymousPublicRead(request: IncomingMessage): PublicRead | null {
  const url = request.url ?? "";
  if (request.method !== "GET" || !url.startsWith("/api/")) return null;
  if (hasSessionCookie(cookieNamesOf(request.headers.cookie))) return null;
  // A bearer token is checked (and counted) by the route's context, even on a public read.
  if (request.headers.authorization !== undefined) return null;
  return publicReadOf(url);
}

async function answerFor(request: IncomingMessage, read: PublicRead): Promise<RestAnswer> {
  try {
    return await read.run({ db: getDb(), user: null, headers: headersOf(request) });
  } catch (error) {
    return errorAnswer(error);
  }
}

/** Below this a gzip header costs more than it saves (Next.js compresses from the same size). */
const COMPRESS_FROM_BYTES = 1024;

async function serve(request: IncomingMessage, response: ServerResponse, read: PublicRead): Promise<void> {
  const answer = await answerFor(request, read);
  let body = Buffer.from(answer.body);
  response.statusCode = answer.status;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  // The same answer for every visitor: browsers and shared caches may keep it a short while
  // (the REST adapter says no-store, right for anything read with a session).
  if (answer.status === 200 || answer.status === 304) {
    response.setHeader("cache-control", PUBLIC_READ_CACHE_CONTROL);
  }
  response.setHeader("vary", "Accept-Encoding");
  if (body.byteLength >= COMPRESS_FROM_BYTES && acceptsGzip(request)) {
    body = gzipSync(body);
    response.setHeader("content-encoding", "gzip");
  }
  response.setHeader("content-length", body.byteLength);
  response.end(body);
}
