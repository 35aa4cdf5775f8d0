import { sql } from "drizzle-orm";
import type { BillingDetails, OperatorTaxDetails } from "@skyhire/validators";
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, requiredRef } from "./helpers";
import { payments } from "./payments";

/**
 * One invoice per payment, issued when the proposal is accepted. Numbers run without gaps per
 * calendar year (INV-2026-000123): the counter row is taken in the same transaction.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    paymentId: requiredRef("payment_id", () => payments.id, "cascade"),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /**
     * The seller's and the buyer's tax details as they stood when the invoice was issued: an issued
     * invoice does not change when a profile does (a later rate or address is for later invoices).
     */
    sellerTaxDetails: jsonb("seller_tax_details").$type<OperatorTaxDetails>(),
    buyerTaxDetails: jsonb("buyer_tax_details").$type<BillingDetails>(),
  },
  (t) => [
    uniqueIndex("invoices_payment_idx").on(t.paymentId),
    uniqueIndex("invoices_number_idx").on(t.number),
    check("invoices_due_check", sql`${t.dueAt} >= ${t.issuedAt}`),
  ],
);

/** The last invoice number used in each year. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});
