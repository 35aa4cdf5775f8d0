import { milestones } from "@skyhire/db";
import { addDays, isoToday, type Currency, type SessionUser, type StatementEntryKind } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext, type TestOperator } from "../../testing";
import { refundJob } from "./cancellation";
import { operatorEarnings } from "./dashboards";
import { acceptSettlement, openDispute, proposeSettlement } from "./disputes";
import { operatorStatement, statementCsv, statementTotals, type StatementTotals } from "./statements";
import { countingGateway, customerWithCard } from "./test-fixtures";

let t: TestContext;
let operator: TestOperator;
beforeAll(async () => {
  t = await createTestContext();
  operator = await t.makeOperator();
  // Four deals of one operator, each ending its own way.
  const released = await paidDeal("HKD", "1000");
  await t.callerFor(operator.user).proposals.markDelivered({ id: released.proposalId });
  await t.callerFor(released.customer).escrow.release({ jobId: released.jobId });
  // A 70/30 split settled between them: 150.00 back to the customer, the fee of the operator's 350.00.
  const split = await paidDeal("HKD", "500");
  const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, split.jobId));
  const dispute = await openDispute(t.db, {
    actor: split.customer,
    values: { milestoneId: milestone!.id, reason: "not_as_described", text: "The photos are of the wrong building." },
  });
  const settlement = await proposeSettlement(t.db, { actor: split.customer, id: dispute.id, operatorAmount: "350.00" });
  await acceptSettlement(t.db, countingGateway().gateway, { actor: operator.user, id: settlement.id });
  await paidDeal("USD", "250.05");
  const refunded = await paidDeal("USD", "100");
  await refundJob(t.db, countingGateway().gateway, { actor: refunded.customer, jobId: refunded.jobId });
});
afterAll(async () => t?.close());

/** A job of a new customer in `currency`, the operator's quote accepted and paid into escrow. */
async function paidDeal(currency: Currency, quote: string): Promise<{ customer: SessionUser; jobId: string; proposalId: string }> {
  const customer = await customerWithCard(t);
  const job = await t.makeJob({ customerId: customer.id, title: `Survey ${quote} ${currency}`, currency });
  const proposal = await t.callerFor(operator.user).proposals.create({ jobId: job.id, quote, message: "We fly next week.", timeline: "3 days" });
  await t.callerFor(customer).proposals.accept({ id: proposal.id });
  await t.callerFor(customer).escrow.pay({ jobId: job.id });
  return { customer, jobId: job.id, proposalId: proposal.id };
}

const today = isoToday();
const lastYear = { from: addDays(today, -365), to: today };

/** One kind of a statement's totals as the dashboard lists money: currencies with something, by currency. */
function totalsOf(totals: StatementTotals[], kind: "fees" | "payouts") {
  return totals.filter((total) => total[kind] !== "0.00").map((total) => ({ currency: total.currency, amount: total[kind] }));
}
const byCurrency = (totals: { currency: string; amount: string }[]) => [...totals].sort((a, b) => a.currency.localeCompare(b.currency));

describe("the operator's statement", () => {
  it("lists every payment, fee, payout, refund and credit note of the range, with totals per currency", async () => {
    const statement = await operatorStatement(t.db, operator.user.id, lastYear);
    expect(statement.entries.map((entry) => [entry.kind, entry.currency, entry.amount])).toEqual(
      expect.arrayContaining([
        ["payment", "HKD", "1000.00"],
        ["fee", "HKD", "100.00"],
        ["payout", "HKD", "900.00"],
        ["payment", "HKD", "500.00"],
        ["refund", "HKD", "150.00"],
        ["credit_note", "HKD", "150.00"],
        ["fee", "HKD", "35.00"],
        ["payout", "HKD", "315.00"],
        ["payment", "USD", "250.05"],
        ["payment", "USD", "100.00"],
        ["refund", "USD", "100.00"],
        ["credit_note", "USD", "100.00"],
      ]),
    );
    expect(statement.entries).toHaveLength(12);
    expect(statement.entries.find((entry) => entry.kind === "credit_note" && entry.currency === "USD")).toMatchObject({
      reason: "refund",
      creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{6}$/) as string,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/) as string,
      jobTitle: "Survey 100 USD",
    });
    expect(statement.totals).toEqual([
      { currency: "HKD", payments: "1500.00", fees: "135.00", payouts: "1215.00", refunds: "150.00", creditNotes: "150.00" },
      { currency: "USD", payments: "350.05", fees: "0.00", payouts: "0.00", refunds: "100.00", creditNotes: "100.00" },
    ]);
  });

  it("lists the entries in time order, and the moves of one instant as money flows: payment, fee, payout, refund, credit note", async () => {
    const { entries } = await operatorStatement(t.db, operator.user.id, lastYear);
    const times = entries.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The released deal's fee and payout happen at the same instant, fee first.
    const released = entries.filter((entry) => entry.jobTitle === "Survey 1000 HKD").map((entry) => entry.kind);
    expect(released).toEqual(["payment", "fee", "payout"]);
    const refunded = entries.filter((entry) => entry.jobTitle === "Survey 100 USD").map((entry) => entry.kind);
    expect(refunded).toEqual(["payment", "refund", "credit_note"]);
  });

  it("adds each kind into its own total, per currency in alphabetical order, in cents", () => {
    const entry = (kind: StatementEntryKind, currency: string, amount: string) => ({ kind, currency, amount });
    expect(
      statementTotals([
        entry("payment", "USD", "0.10"),
        entry("payment", "USD", "0.20"),
        entry("fee", "USD", "0.03"),
        entry("payout", "USD", "0.27"),
        entry("refund", "AUD", "5.00"),
        entry("credit_note", "AUD", "5.00"),
        entry("payment", "AUD", "5.00"),
      ]),
    ).toEqual([
      { currency: "AUD", payments: "5.00", fees: "0.00", payouts: "0.00", refunds: "5.00", creditNotes: "5.00" },
      { currency: "USD", payments: "0.30", fees: "0.03", payouts: "0.27", refunds: "0.00", creditNotes: "0.00" },
    ]);
  });

  it("totals the same fees and payouts as the operator's dashboard, to the cent", async () => {
    const dashboard = await operatorEarnings(t.db, operator.user.id, { kind: "offline" });
    const allTime = await operatorStatement(t.db, operator.user.id, lastYear);
    expect(byCurrency(totalsOf(allTime.totals, "payouts"))).toEqual(byCurrency(dashboard.payoutsPaid));
    expect(byCurrency(totalsOf(allTime.totals, "fees"))).toEqual(byCurrency(dashboard.platformFeesPaid));
    const thisMonth = await operatorStatement(t.db, operator.user.id, { from: `${today.slice(0, 8)}01`, to: today });
    expect(byCurrency(totalsOf(thisMonth.totals, "payouts"))).toEqual(byCurrency(dashboard.thisMonth));
    expect(dashboard.payoutsPaid).toEqual([{ currency: "HKD", amount: "1215.00" }]);
  });

  it("leaves out days outside the range and other operators' deals", async () => {
    const before = await operatorStatement(t.db, operator.user.id, { from: addDays(today, -30), to: addDays(today, -1) });
    expect(before).toEqual({ from: addDays(today, -30), to: addDays(today, -1), entries: [], totals: [] });
    const other = await t.makeOperator();
    expect((await operatorStatement(t.db, other.user.id, lastYear)).entries).toEqual([]);
  });

  it("is the operator's own: a customer is refused, and a reversed or too long range is a clear 400", async () => {
    const customer = await t.makeUser();
    expect((await failureOf(t.callerFor(customer).escrow.operatorStatement(lastYear))).code).toBe("FORBIDDEN");
    const reversed = await failureOf(t.callerFor(operator.user).escrow.operatorStatement({ from: today, to: addDays(today, -1) }));
    expect([reversed.code, reversed.message]).toEqual(["BAD_REQUEST", "The statement must end on or after its first day: to is before from"]);
    const tooLong = await failureOf(t.callerFor(operator.user).escrow.operatorStatement({ from: addDays(today, -366), to: today }));
    expect(tooLong.message).toBe("A statement covers at most 366 days: ask for a shorter range");
  });

  it("reads as a CSV file: one line per entry, then the totals per currency and kind", async () => {
    const statement = await operatorStatement(t.db, operator.user.id, lastYear);
    const table = statementCsv(statement);
    expect(table.filename).toBe(`skyhire-statement-${lastYear.from}-to-${lastYear.to}.csv`);
    expect(table.header).toEqual(["Date (UTC)", "Entry", "Job", "Invoice", "Credit note", "Reason", "Currency", "Amount"]);
    expect(table.rows).toHaveLength(12 + 2 * 5);
    expect(table.rows).toContainEqual([`Total ${lastYear.from} to ${lastYear.to}`, "Payout to you", null, null, null, null, "HKD", "1215.00"]);
    expect(table.rows).toContainEqual([
      expect.any(String),
      "Credit note",
      "Survey 500 HKD",
      expect.any(String),
      expect.any(String),
      "Dispute settlement",
      "HKD",
      "150.00",
    ]);
  });
});
