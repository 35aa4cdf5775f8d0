import { CREDIT_NOTE_REASONS, CURRENCIES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef } from "./helpers";
import { invoices } from "./invoices";

/**
 * A credit note: money of a paid invoice given back to the customer (a dispute's split or refund,
 * or a refund of a funded milestone). At most one per invoice, so a repeated or parallel decision
 * credits once; invoice amount − credit note = what the customer finally paid. Numbered like the
 * invoices, in their own gap-free series per year (CN-2026-000001).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    invoiceId: requiredRef("invoice_id", () => invoices.id, "cascade"),
    number: text("number").notNull(),
    amount: moneyAmount("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    reason: text("reason", { enum: CREDIT_NOTE_REASONS }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_notes_invoice_idx").on(t.invoiceId),
    uniqueIndex("credit_notes_number_idx").on(t.number),
    check("credit_notes_amount_check", sql`${t.amount} > 0`),
    check("credit_notes_reason_check", inList("reason", CREDIT_NOTE_REASONS)),
    check("credit_notes_currency_check", inList("currency", CURRENCIES)),
  ],
);

/** The last credit note number used in each year. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});
