import { TRPCClientError } from "@trpc/client";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

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

/** What `placeServerFieldErrors` did with a refusal's field messages. */
export interface PlacedFieldErrors {
  /** How many field messages the refusal carried. */
  found: number;
  /** The messages of fields this form does not have, in order. */
  unplaced: string[];
}

/**
 * Puts a refused input's field messages under the form's own `fields` (react-hook-form `setError`,
 * type "server"; the first one focused with `focus`) and returns the ones that found no field.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  fields: readonly Path<T>[],
  error: unknown,
  options: { focus?: boolean } = {},
): PlacedFieldErrors {
  const messages = Object.entries(serverFieldErrors(error));
  const unplaced: string[] = [];
  const isField = (name: string): name is Path<T> => (fields as readonly string[]).includes(name);
  for (const [field, message] of messages) {
    if (isField(field)) form.setError(field, { type: "server", message }, { shouldFocus: options.focus ?? false });
    else unplaced.push(message);
  }
  return { found: messages.length, unplaced };
}

/** `placeServerFieldErrors` for one form: call the returned function with the refusal. */
export function useServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  fields: readonly Path<T>[],
  options: { focus?: boolean } = {},
): (error: unknown) => PlacedFieldErrors {
  const { focus } = options;
  return useCallback((error: unknown) => placeServerFieldErrors(form, fields, error, { focus }), [form, fields, focus]);
}

/**
 * The message above the form after `placeServerFieldErrors`: none when every field message found its
 * field, else the first that did not, else the server's own message, else "Please try again.".
 */
export function formLevelMessage(placed: PlacedFieldErrors, error: unknown): string | null {
  if (placed.found > 0 && placed.unplaced.length === 0) return null;
  return placed.unplaced[0] ?? (serverMessage(error) || "Please try again.");
}
