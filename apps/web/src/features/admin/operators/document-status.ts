import { daysUntil, expiryState, type DocumentExpiryState } from "@skyhire/validators";

/**
 * What one submitted licence or policy's row says about it: a paper with no file behind it is not
 * valid whatever date was typed, so it reads "No file uploaded" and nothing else (issue 34 §10);
 * with a file, its expiry state and days left; nothing for a date that is not a date.
 */
export type DocumentStatus =
  | { kind: "missing-file" }
  | { kind: "dated"; state: DocumentExpiryState; daysLeft: number }
  | { kind: "undated" };

export function documentStatus(input: { expiryDate: string; hasFile: boolean; today: string }): DocumentStatus {
  if (!input.hasFile) return { kind: "missing-file" };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.expiryDate)) return { kind: "undated" };
  return { kind: "dated", state: expiryState(input.expiryDate, input.today), daysLeft: daysUntil(input.expiryDate, input.today) };
}
