import { z } from "zod";
import { isCalendarDate } from "./dates";

/**
 * The operator's statement (docs/product.md#statements): every money move of their deals in a
 * range of days — what customers paid into escrow, Skyhire's fees, the payouts, the refunds and the
 * credit notes — with totals per currency. The range's rules and messages, and the entry kinds.
 */

export const STATEMENT_ENTRY_KINDS = ["payment", "fee", "payout", "refund", "credit_note"] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  payment: "Customer payment into escrow",
  fee: "Skyhire fee",
  payout: "Payout to you",
  refund: "Refund to the customer",
  credit_note: "Credit note",
};

/** A statement covers at most a year (a leap year's 366 days), both days included. */
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_MESSAGES = {
  from: "from must be a date as YYYY-MM-DD",
  to: "to must be a date as YYYY-MM-DD",
  reversed: "The statement must end on or after its first day: to is before from",
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days: ask for a shorter range`,
} as const;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (YYYY-MM-DD, UTC). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function calendarDate(message: string) {
  return z.string({ error: message }).trim().refine(isCalendarDate, message);
}

/** GET /api/operator/statements?from=YYYY-MM-DD&to=YYYY-MM-DD */
export const statementQuerySchema = z
  .object({ from: calendarDate(STATEMENT_MESSAGES.from), to: calendarDate(STATEMENT_MESSAGES.to) })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: "custom", path: ["to"], message: STATEMENT_MESSAGES.reversed });
    else if (daysInRange(range.from, range.to) > STATEMENT_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: STATEMENT_MESSAGES.tooLong });
    }
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;
export type StatementQueryValues = z.output<typeof statementQuerySchema>;
