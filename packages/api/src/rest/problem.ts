/**
 * RFC 9457 problem details (`application/problem+json`), the body of every refusal — the REST
 * adapter's (errors.ts) and the web server's own request limits (apps/web/src/server/request-limits.ts).
 * Imports nothing but node:crypto, so the web server's earliest hook can use it.
 */
import { randomUUID } from "node:crypto";

/** The media type of a refusal (docs/architecture.md#errors). */
export const PROBLEM_CONTENT_TYPE = "application/problem+json";

const PROBLEMS: Record<number, { slug: string; title: string }> = {
  400: { slug: "bad-request", title: "Bad Request" },
  401: { slug: "unauthorized", title: "Unauthorized" },
  403: { slug: "forbidden", title: "Forbidden" },
  404: { slug: "not-found", title: "Not Found" },
  405: { slug: "method-not-allowed", title: "Method Not Allowed" },
  409: { slug: "conflict", title: "Conflict" },
  412: { slug: "precondition-failed", title: "Precondition Failed" },
  413: { slug: "payload-too-large", title: "Payload Too Large" },
  415: { slug: "unsupported-media-type", title: "Unsupported Media Type" },
  422: { slug: "unprocessable-content", title: "Unprocessable Content" },
  429: { slug: "too-many-requests", title: "Too Many Requests" },
  500: { slug: "internal", title: "Internal Server Error" },
  503: { slug: "unavailable", title: "Service Unavailable" },
};

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId: string;
}

/** The problem details of a refusal with its status and text. */
export function problem(status: number, detail: string, requestId: string, fieldErrors?: Record<string, string[]>): ProblemDetails {
  const known = PROBLEMS[status] ?? { slug: `http-${status}`, title: "Error" };
  return {
    type: `urn:skyhire:problem:${known.slug}`,
    title: known.title,
    status,
    detail,
    message: detail,
    ...(fieldErrors && { fieldErrors }),
    requestId,
  };
}

/** The client's `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(headers?: Headers): string {
  const given = headers?.get("x-request-id");
  return given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID().slice(0, 8);
}

