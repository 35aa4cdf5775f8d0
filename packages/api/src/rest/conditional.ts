import { createHash } from "node:crypto";
import type { RestAnswer } from "./errors";

/**
 * Conditional reads (docs/api.md#conditional-reads): every successful GET carries an `ETag` made
 * from its body, and a client that sends it back in `If-None-Match` gets `304 Not Modified` with no
 * body when nothing changed. The tag is weak (`W/"…"`): the web server may gzip the body, and the
 * tag names the JSON, not the bytes on the wire.
 */
export function entityTagOf(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: `*`, or any listed tag equal to ours under weak comparison. */
export function noneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** A GET's answer with its `ETag`, or the 304 that replaces it when the client's copy is current. */
export function conditionalRead(ifNoneMatch: string | null, answer: RestAnswer): RestAnswer {
  if (answer.status !== 200) return answer;
  const etag = entityTagOf(answer.body);
  const headers: Record<string, string> = { ...answer.headers, etag };
  if (!noneMatchHits(ifNoneMatch, etag)) return { ...answer, headers };
  // A 304 repeats the headers a 200 would have sent, but not the body's own.
  const { "content-type": _contentType, ...kept } = headers;
  return { status: 304, headers: kept, body: "" };
}

/** The 412 of a write whose `If-Match` names a version the resource no longer has. */
export const STALE_WRITE_MESSAGE = "The resource changed since you read it: read it again and send its new ETag in If-Match";

/**
 * Conditional writes (docs/api.md#conditional-reads): `If-Match` on a PUT or PATCH holds while the
 * resource's current `ETag` (what a GET of the same path answers now) is among the listed tags, or
 * the header is `*` and the resource exists. Compared like `If-None-Match` (the tags are weak: they
 * name the JSON, and the web server may compress the bytes).
 */
export function ifMatchHolds(ifMatch: string, currentBody: string | null): boolean {
  if (currentBody === null) return false;
  return noneMatchHits(ifMatch, entityTagOf(currentBody));
}
