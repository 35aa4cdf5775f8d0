import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** tRPC error codes → HTTP statuses of the REST adapter (docs/architecture.md#errors). */
export const HTTP_STATUS_BY_TRPC_CODE: Partial<Record<TRPCError["code"], number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** A JSON answer; never cached, since most answers depend on who asks. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

export function messageResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return jsonResponse(status, { message }, headers);
}

/**
 * Any failure as `{ message }` with its status; an input error also carries `fieldErrors`.
 * Unexpected failures answer 500 with a generic message: the cause is logged, never sent.
 */
export function errorResponse(error: unknown): Response {
  const status = error instanceof TRPCError ? (HTTP_STATUS_BY_TRPC_CODE[error.code] ?? 500) : 500;
  if (status >= 500 || !(error instanceof TRPCError)) {
    const reference = randomUUID().slice(0, 8);
    console.error(`REST request failed (reference ${reference})`, error);
    return messageResponse(500, `${INTERNAL_ERROR_MESSAGE} (reference ${reference})`);
  }
  if (error.cause instanceof ZodError) return validationResponse(status, error.cause);
  return messageResponse(status, error.message);
}

/** `{ message, fieldErrors }`: the first message (the form-level one first), and every field's. */
function validationResponse(status: number, zodError: ZodError): Response {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of zodError.issues) {
    const field = issue.path[0];
    if (field === undefined) formErrors.push(issue.message);
    else (fieldErrors[String(field)] ??= []).push(issue.message);
  }
  const message = formErrors[0] ?? zodError.issues[0]?.message ?? "Invalid input";
  return jsonResponse(status, { message, fieldErrors });
}
