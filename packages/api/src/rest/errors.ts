import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z, ZodError } from "zod";
import { DomainError } from "../errors";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** RFC 9457 problem details: every refusal of the REST adapter (docs/architecture.md#errors). */
export const PROBLEM_CONTENT_TYPE = "application/problem+json";

const PROBLEMS: Record<number, { slug: string; title: string }> = {
  400: { slug: "bad-request", title: "Bad Request" },
  401: { slug: "unauthorized", title: "Unauthorized" },
  403: { slug: "forbidden", title: "Forbidden" },
  404: { slug: "not-found", title: "Not Found" },
  405: { slug: "method-not-allowed", title: "Method Not Allowed" },
  409: { slug: "conflict", title: "Conflict" },
  413: { slug: "payload-too-large", title: "Payload Too Large" },
  415: { slug: "unsupported-media-type", title: "Unsupported Media Type" },
  422: { slug: "unprocessable-content", title: "Unprocessable Content" },
  429: { slug: "too-many-requests", title: "Too Many Requests" },
  500: { slug: "internal", title: "Internal Server Error" },
  503: { slug: "unavailable", title: "Service Unavailable" },
};

export const problemDetailsSchema = z
  .object({
    type: z.string().meta({ description: "What kind of problem: `urn:skyhire:problem:<kind>`" }),
    title: z.string().meta({ description: "The status's name" }),
    status: z.number().int(),
    detail: z.string().meta({ description: "What went wrong, for a person to read" }),
    message: z.string().meta({ description: "The same text as `detail` (what earlier clients read)" }),
    fieldErrors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "For invalid input: each field's messages" }),
    requestId: z.string().meta({ description: "Quote it when reporting a problem; a 500 is logged with it" }),
  })
  .meta({ id: "ProblemDetails", description: "RFC 9457 problem details" });
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

function problem(status: number, detail: string, requestId: string, fieldErrors?: Record<string, string[]>): ProblemDetails {
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

/** Examples for the document: one per status the operations answer. */
export const ERROR_EXAMPLES = {
  400: problem(400, "Title is required", "3f9c2a1b", { title: ["Title is required"] }),
  401: problem(401, "Unauthorized", "3f9c2a1b"),
  403: problem(403, "You do not have permission to do that", "3f9c2a1b"),
  404: problem(404, "Not found", "3f9c2a1b"),
  409: problem(409, "This job request is no longer open", "3f9c2a1b"),
  413: problem(413, "Request body is too large", "3f9c2a1b"),
  415: problem(415, "Content-Type must be application/json", "3f9c2a1b"),
  429: problem(429, "Too many attempts. Please try again later.", "3f9c2a1b"),
  500: problem(500, `${INTERNAL_ERROR_MESSAGE} (reference 3f9c2a1b)`, "3f9c2a1b"),
} as const;

/** The client's `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(headers?: Headers): string {
  const given = headers?.get("x-request-id");
  return given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID().slice(0, 8);
}

/**
 * An answer before it becomes a `Response`: what the public-read fast path writes straight to the
 * socket (apps/web/src/server/public-reads.ts), and what `toResponse` turns into a web Response.
 */
export interface RestAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function toResponse(answer: RestAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** A JSON answer; never cached, since most answers depend on who asks. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): RestAnswer {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
    body: JSON.stringify(body ?? null),
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return toResponse(jsonAnswer(status, body, headers));
}

function problemAnswer(body: ProblemDetails, headers: Record<string, string>): RestAnswer {
  return {
    status: body.status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, "cache-control": "no-store", ...headers },
    body: JSON.stringify(body),
  };
}

/** A refusal with its status and text, as problem details. */
export function messageAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  requestId = requestIdOf(),
): RestAnswer {
  return problemAnswer(problem(status, message, requestId), headers);
}

export function messageResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  requestId = requestIdOf(),
): Response {
  return toResponse(messageAnswer(status, message, headers, requestId));
}

/**
 * Any failure as problem details: a DomainError or TRPCError with its status and message, an input
 * error with every field's messages. Unexpected failures answer 500 with a generic message: the
 * cause is logged with the request id, never sent.
 */
export function errorAnswer(error: unknown, requestId = requestIdOf()): RestAnswer {
  const known = error instanceof DomainError ? error.toTRPCError() : error;
  const status = known instanceof TRPCError ? getHTTPStatusCodeFromError(known) : 500;
  if (status >= 500 || !(known instanceof TRPCError)) {
    console.error(`REST request failed (reference ${requestId})`, error);
    return messageAnswer(500, `${INTERNAL_ERROR_MESSAGE} (reference ${requestId})`, {}, requestId);
  }
  if (known.cause instanceof ZodError) return validationAnswer(status, known.cause, requestId);
  return messageAnswer(status, known.message, {}, requestId);
}

export function errorResponse(error: unknown, requestId = requestIdOf()): Response {
  return toResponse(errorAnswer(error, requestId));
}

/** The first message (the form-level one first) as the detail, and every field's. */
function validationAnswer(status: number, zodError: ZodError, requestId: string): RestAnswer {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of zodError.issues) {
    const field = issue.path[0];
    if (field === undefined) formErrors.push(issue.message);
    else (fieldErrors[String(field)] ??= []).push(issue.message);
  }
  const message = formErrors[0] ?? zodError.issues[0]?.message ?? "Invalid input";
  return problemAnswer(problem(status, message, requestId, fieldErrors), {});
}
