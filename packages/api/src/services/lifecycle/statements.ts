/**
 * The operator's statement (docs/product.md#statements, GET /api/operator/statements): every money
 * move of their deals between two days (UTC, both included) — customer payments into escrow,
 * Skyhire's fees and the payouts (both when the money is released), refunds to the customer and
 * credit notes — and the totals per currency. The fees and payouts are the same rows and columns the
 * dashboard sums (`operatorEarnings`): over the same days they agree to the cent.
 */
import type { Executor } from "@skyhire/db";
import {
  addDays,
  CREDIT_NOTE_REASON_LABELS,
  STATEMENT_ENTRY_KINDS,
  STATEMENT_ENTRY_LABELS,
  type CreditNoteReason,
  type CsvTable,
  type StatementEntryKind,
  type StatementQueryValues,
} from "@skyhire/validators";
import { fromCents, toCents } from "@skyhire/payments";
import { sql } from "drizzle-orm";

export interface StatementEntry {
  at: Date;
  kind: StatementEntryKind;
  jobId: string;
  jobTitle: string;
  invoiceNumber: string | null;
  /** The credit note's number, for a credit note. */
  creditNoteNumber: string | null;
  /** Why a credit note was issued. */
  reason: CreditNoteReason | null;
  currency: string;
  /** numeric(10,2) text, always positive: the kind says which way it went. */
  amount: string;
}

export interface StatementTotals {
  currency: string;
  payments: string;
  fees: string;
  payouts: string;
  refunds: string;
  creditNotes: string;
}

type EntryRow = Omit<StatementEntry, "at"> & { at: Date | string };

/** Every entry of the operator's deals in [from, to], oldest first (a payout after its fee). */
async function statementEntries(db: Executor, operatorId: string, range: StatementQueryValues): Promise<StatementEntry[]> {
  const start = sql`(${range.from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${addDays(range.to, 1)}::date)::timestamp at time zone 'UTC'`;
  const within = (column: string) => sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const result = await db.execute<EntryRow>(sql`
    with mine as (
      select p.*, j.title as job_title, i.number as invoice_number
      from payments p
      join job_requests j on j.id = p.job_request_id
      left join invoices i on i.payment_id = p.id
      where p.operator_id = ${operatorId}
    ), entries as (
      select paid_at as at, 'payment' as kind, m.*, amount as moved, null::text as note_number, null::text as note_reason
      from mine m where paid_at is not null and status in ('completed', 'released', 'refunded') and ${within("paid_at")}
      union all
      select payout_at, 'fee', m.*, platform_fee, null, null
      from mine m where status = 'released' and ${within("payout_at")}
      union all
      select payout_at, 'payout', m.*, operator_payout, null, null
      from mine m where status = 'released' and ${within("payout_at")}
      union all
      select refunded_at, 'refund', m.*, case when status = 'refunded' then amount else refunded_amount end, null, null
      from mine m where refunded_at is not null and (status = 'refunded' or refunded_amount > 0) and ${within("refunded_at")}
      union all
      select c.issued_at, 'credit_note', m.*, c.amount, c.number, c.reason
      from credit_notes c join invoices i on i.id = c.invoice_id join mine m on m.id = i.payment_id
      where ${within("c.issued_at")}
    )
    select at, kind, job_request_id as "jobId", job_title as "jobTitle", invoice_number as "invoiceNumber",
      note_number as "creditNoteNumber", note_reason as reason, currency, moved::numeric(12,2)::text as amount
    from entries
    order by at, array_position(${sql.raw(`array[${STATEMENT_ENTRY_KINDS.map((kind) => `'${kind}'`).join(",")}]`)}, kind), "jobId"`);
  return [...result].map((row) => ({ ...row, at: new Date(row.at) }));
}

const TOTAL_OF_KIND: Record<StatementEntryKind, keyof Omit<StatementTotals, "currency">> = {
  payment: "payments",
  fee: "fees",
  payout: "payouts",
  refund: "refunds",
  credit_note: "creditNotes",
};

/** Each currency's sums per kind, added in cents; currencies in alphabetical order. */
export function statementTotals(entries: readonly Pick<StatementEntry, "kind" | "currency" | "amount">[]): StatementTotals[] {
  const sums = new Map<string, Record<keyof Omit<StatementTotals, "currency">, number>>();
  for (const entry of entries) {
    const sum = sums.get(entry.currency) ?? { payments: 0, fees: 0, payouts: 0, refunds: 0, creditNotes: 0 };
    sum[TOTAL_OF_KIND[entry.kind]] += toCents(entry.amount);
    sums.set(entry.currency, sum);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      payments: fromCents(sum.payments),
      fees: fromCents(sum.fees),
      payouts: fromCents(sum.payouts),
      refunds: fromCents(sum.refunds),
      creditNotes: fromCents(sum.creditNotes),
    }));
}

/** The statement of the operator's deals for a range of days (the schema checked the range). */
export async function operatorStatement(db: Executor, operatorId: string, range: StatementQueryValues) {
  const entries = await statementEntries(db, operatorId, range);
  return { from: range.from, to: range.to, entries, totals: statementTotals(entries) };
}
export type OperatorStatement = Awaited<ReturnType<typeof operatorStatement>>;

/** The statement as a CSV file: one line per entry, then one total line per currency and kind. */
export function statementCsv(statement: OperatorStatement): CsvTable {
  const entryRows = statement.entries.map((entry) => [
    entry.at.toISOString(),
    STATEMENT_ENTRY_LABELS[entry.kind],
    entry.jobTitle,
    entry.invoiceNumber,
    entry.creditNoteNumber,
    entry.reason ? CREDIT_NOTE_REASON_LABELS[entry.reason] : null,
    entry.currency,
    entry.amount,
  ]);
  const totalRows = statement.totals.flatMap((total) =>
    STATEMENT_ENTRY_KINDS.map((kind) => [
      `Total ${statement.from} to ${statement.to}`,
      STATEMENT_ENTRY_LABELS[kind],
      null,
      null,
      null,
      null,
      total.currency,
      total[TOTAL_OF_KIND[kind]],
    ]),
  );
  return {
    filename: `skyhire-statement-${statement.from}-to-${statement.to}.csv`,
    header: ["Date (UTC)", "Entry", "Job", "Invoice", "Credit note", "Reason", "Currency", "Amount"],
    rows: [...entryRows, ...totalRows],
  };
}
