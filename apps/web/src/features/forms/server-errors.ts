import { TRPCClientError } from "@trpc/client";

/**
 * The per-field messages of a refused input (the procedure's zod schema, as trpc.ts formats it:
 * `data.zodError.fieldErrors`), first message per field. Empty for any other error.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!isRecord(data) || !isRecord(data.zodError) || !isRecord(data.zodError.fieldErrors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data.zodError.fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === "string") result[field] = first;
  }
  return result;
}

/** The server's own message for an error (e.g. "You do not have permission to do that"). */
export function serverMessage(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
