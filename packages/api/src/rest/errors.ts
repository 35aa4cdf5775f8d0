import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { CSV_CONTENT_TYPE, toCsv, type CsvTable } from "@skyhire/validators";
import { z, ZodError } from "zod";
import { IDEMPOTENCY_MESSAGES } from "@skyhire/validators";
import { DomainError } from "../errors";
import { problem, PROBLEM_CONTENT_TYPE, requestIdOf, type ProblemDetails } from "./problem";
import { STALE_WRITE_MESSAGE } from "./conditional";

export { PROBLEM_CONTENT_TYPE, requestIdOf };

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

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

/** Examples for the document: one per status the operations answer. */
export const ERROR_EXAMPLES = {
  400: problem(400, "Title is required", "3f9c2a1b", { title: ["Title is required"] }),
  401: problem(401, "Unauthorized", "3f9c2a1b"),
  403: problem(403, "You do not have permission to do that", "3f9c2a1b"),
  404: problem(404, "Not found", "3f9c2a1b"),
  409: problem(409, "This job request is no longer open", "3f9c2a1b"),
  412: problem(412, STALE_WRITE_MESSAGE, "3f9c2a1b"),
  413: problem(413, "Request body is too large", "3f9c2a1b"),
  415: problem(415, "Content-Type must be application/json", "3f9c2a1b"),
  422: problem(422, IDEMPOTENCY_MESSAGES.otherRequest, "3f9c2a1b"),
  429: problem(429, "Too many attempts. Please try again later.", "3f9c2a1b"),
  500: problem(500, `${INTERNAL_ERROR_MESSAGE} (reference 3f9c2a1b)`, "3f9c2a1b"),
} as const;

/**
 * An answer before it becomes a `Response`: what the public-read fast path writes straight to the
 * socket (apps/web/src/server/public-reads.ts), and what `toResponse` turns into a web Response.
 */
export interface RestAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Statuses whose answer never has a body (a web Response refuses one). */
const NULL_BODY_STATUSES = new Set([204, 304]);

export function toResponse(answer: RestAnswer): Response {
  const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** A JSON answer; never cached, since most answers depend on who asks. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): RestAnswer {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
    body: JSON.stringify(body ?? null),
  };
}

/** A CSV answer (`Accept: text/csv`), offered for saving under the table's file name. */
export function csvAnswer(status: number, table: CsvTable): RestAnswer {
  return {
    status,
    headers: {
      "content-type": CSV_CONTENT_TYPE,
      "content-disposition": `attachment; filename="${table.filename}"`,
      "cache-control": "no-store",
    },
    body: toCsv(table),
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return toResponse(jsonAnswer(status, body, headers));
}

function problemAnswer(body: ProblemDetails, headers: Record<string, string>): RestAnswer {
  // A 401 names how to authenticate (RFC 9110 §11.6.1): a bearer token (RFC 6750), or a session.
  const challenge: Record<string, string> = body.status === 401 ? { "www-authenticate": BEARER_CHALLENGE } : {};
  return {
    status: body.status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, "cache-control": "no-store", ...challenge, ...headers },
    body: JSON.stringify(body),
  };
}

/** The `WWW-Authenticate` of every 401: an API token or OAuth access token as `Authorization: Bearer …`. */
export const BEARER_CHALLENGE = 'Bearer realm="Skyhire"';

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
  return messageAnswer(status, known.message, retryHeaders(known.cause), requestId);
}

export function errorResponse(error: unknown, requestId = requestIdOf()): Response {
  return toResponse(errorAnswer(error, requestId));
}

/** `Retry-After` (seconds) for a refusal that says when to try again: a rate limit. */
function retryHeaders(cause: unknown): Record<string, string> {
  const seconds = cause instanceof DomainError ? cause.retryAfterSeconds : undefined;
  return seconds === undefined ? {} : { "retry-after": String(seconds) };
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
