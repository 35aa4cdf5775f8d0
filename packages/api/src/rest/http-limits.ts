/**
 * What any request to the site may send, whatever route serves it: the body caps by path (one
 * table), the methods served, a path that decodes. The web server applies them to every request
 * before Next.js reads it (apps/web/src/server/request-limits.ts); the REST and upload handlers
 * read the same caps, and every refusal is the same problem details (problem.ts). Imports nothing
 * but the validators and problem.ts.
 */
import { ATTACHMENT_LIMITS, ATTACHMENT_PATHS, LISTING_PHOTO_LIMITS, UPLOAD_PURPOSES } from "@skyhire/validators";

export { problem, PROBLEM_CONTENT_TYPE, requestIdOf } from "./problem";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Room for the multipart boundaries, part headers and the `purpose` field around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const LARGEST_UPLOAD_BYTES = Math.max(
  LISTING_PHOTO_LIMITS.maxBytes,
  ...Object.values(UPLOAD_PURPOSES).map((rule) => rule.maxBytes),
);

/**
 * The most bytes a request body may carry, by path; every other path (REST, tRPC, auth, webhooks,
 * server actions on pages) gets the JSON cap.
 */
const BODY_CAP_BY_PATH: Readonly<Record<string, number>> = {
  "/api/uploads": LARGEST_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
};

/** Room for a resumable upload's chunk: the browser sends ATTACHMENT_LIMITS.chunkBytes per request. */
export const ATTACHMENT_CHUNK_CAP_BYTES = ATTACHMENT_LIMITS.chunkBytes + MULTIPART_OVERHEAD_BYTES;

export function bodyCapFor(pathname: string): number {
  // One unfinished message attachment: /api/attachments/uploads/{upload id} takes its chunks.
  if (pathname.startsWith(`${ATTACHMENT_PATHS.uploads}/`)) return ATTACHMENT_CHUNK_CAP_BYTES;
  return BODY_CAP_BY_PATH[pathname] ?? MAX_JSON_BODY_BYTES;
}

export const BODY_TOO_LARGE_MESSAGE = "Request body is too large";
export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed";
export const MALFORMED_PATH_MESSAGE = "The address has malformed percent-encoding";

/** The methods any route of the site serves; others (TRACE, TRACK, PROPFIND…) are refused up front. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export function isServedMethod(method: string | undefined): boolean {
  return (SERVED_METHODS as readonly string[]).includes(method ?? "");
}

/** The path part of a request target ("/a/b?x=1" → "/a/b"). */
export function pathOf(target: string | undefined): string {
  const path = (target ?? "/").split(/[?#]/, 1)[0];
  return path || "/";
}

/** Whether every percent-escape in the path decodes (a stray `%` or a broken UTF-8 sequence does not). */
export function decodesCleanly(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
