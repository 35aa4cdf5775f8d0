import { creditNotes, invoices, milestones } from "@skyhire/db";
import { toCents } from "@skyhire/payments";
import type { SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleCreditNotePdfRequest } from "../../rest/lifecycle-http";
import { createTestContext, type TestContext } from "../../testing";
import { refundJob } from "./cancellation";
import {
  acceptSettlement,
  decideDispute,
  escalateDispute,
  openDispute,
  proposeSettlement,
} from "./disputes";
import { customerDashboardStats } from "./dashboards";
import { formatCreditNoteNumber } from "./invoice-numbers";
import { listInvoices } from "./invoices";
import { countingGateway, hiredJob, paymentOf } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const TEXT = "The photos delivered are of the wrong building.";
const REASON = "The evidence shows the wrong site was flown.";

/** A hired single-milestone deal of 1000.00 HKD (fee 100.00) with a dispute opened by the customer. */
async function disputedDeal() {
  const deal = await hiredJob(t, 1);
  const [milestone] = await t.db
    .select()
    .from(milestones)
    .where(eq(milestones.jobRequestId, deal.job.id));
  const dispute = await openDispute(t.db, {
    actor: deal.customer,
    values: { milestoneId: milestone!.id, reason: "not_as_described", text: TEXT },
  });
  return { ...deal, dispute };
}

async function creditNotesOf(jobId: string) {
  const payment = await paymentOf(t, jobId);
  return t.db
    .select({ note: creditNotes, invoiceNumber: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(invoices.paymentId, payment!.id));
}

/** The customer's invoice of the deal as the invoices list shows it, and the list's paid total. */
async function invoiceListed(customerId: string) {
  const page = await listInvoices(t.db, { customerId, page: 1, pageSize: 10 });
  return { invoice: page.items[0]!, paid: page.totals.paid };
}

describe("credit notes", () => {
  it("a settled 70/30 split credits the customer's invoice with the 30 % that came back", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, {
      actor: customer,
      id: dispute.id,
      operatorAmount: "700.00",
    });
    await acceptSettlement(t.db, countingGateway().gateway, {
      actor: operator.user,
      id: settlement.id,
    });
    const notes = await creditNotesOf(job.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note).toMatchObject({
      amount: "300.00",
      currency: "HKD",
      reason: "dispute_settlement",
    });
    expect(notes[0]!.note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const { invoice, paid } = await invoiceListed(customer.id);
    expect(invoice).toMatchObject({
      status: "paid",
      amount: "1000.00",
      creditNote: { number: notes[0]!.note.number, amount: "300.00", reason: "dispute_settlement", decisionReason: null },
    });
    // Invoice total − credit note = what the customer finally paid = released + fee.
    expect(paid).toEqual([{ currency: "HKD", amount: "700.00" }]);
    // The dashboard's Total Spent counts only the part kept, too.
    expect((await customerDashboardStats(t.db, customer.id)).totalSpent).toEqual([
      { currency: "HKD", amount: "700.00" },
    ]);
    const payment = await paymentOf(t, job.id);
    expect(toCents(invoice.amount) - toCents(invoice.creditNote!.amount)).toBe(
      toCents(payment!.operatorPayout) + toCents(payment!.platformFee),
    );
  });

  it("an admin's full refund credits the whole invoice", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    await escalateDispute(t.db, { actor: operator.user, id: dispute.id });
    await decideDispute(t.db, countingGateway().gateway, {
      actor: admin,
      values: { id: dispute.id, outcome: "refund", reason: REASON },
    });
    const notes = await creditNotesOf(job.id);
    expect(notes.map((n) => [n.note.amount, n.note.reason])).toEqual([
      ["1000.00", "dispute_decision"],
    ]);
    // The job ended cancelled (nothing was released), so its invoice leaves the list with its note.
    const page = await listInvoices(t.db, { customerId: customer.id, page: 1, pageSize: 10 });
    expect(page.items).toEqual([]);
    expect(page.totals.paid).toEqual([]);
  });

  it("an admin's split credits the customer's part as a dispute decision, with the admin's reason in the list", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    await escalateDispute(t.db, { actor: operator.user, id: dispute.id });
    await decideDispute(t.db, countingGateway().gateway, {
      actor: admin,
      values: { id: dispute.id, outcome: "split", operatorAmount: "250.50", reason: REASON },
    });
    expect((await creditNotesOf(job.id)).map((n) => [n.note.amount, n.note.reason])).toEqual([
      ["749.50", "dispute_decision"],
    ]);
    const { invoice } = await invoiceListed(customer.id);
    expect(invoice.creditNote).toMatchObject({ amount: "749.50", reason: "dispute_decision", decisionReason: REASON });
  });

  it("a released dispute credits nothing", async () => {
    const { operator, job, dispute } = await disputedDeal();
    await escalateDispute(t.db, { actor: operator.user, id: dispute.id });
    await decideDispute(t.db, countingGateway().gateway, {
      actor: admin,
      values: { id: dispute.id, outcome: "release", reason: REASON },
    });
    expect(await creditNotesOf(job.id)).toEqual([]);
  });

  it("a refund outside any dispute credits the whole invoice as a refund", async () => {
    const { customer, job } = await hiredJob(t, 1);
    await refundJob(t.db, countingGateway().gateway, { actor: customer, jobId: job.id });
    expect((await creditNotesOf(job.id)).map((n) => [n.note.amount, n.note.reason])).toEqual([
      ["1000.00", "refund"],
    ]);
  });

  it("is issued exactly once, numbered without gaps, under 20 parallel accepts and decisions", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, {
      actor: operator.user,
      id: dispute.id,
      operatorAmount: "700.00",
    });
    await escalateDispute(t.db, { actor: customer, id: dispute.id });
    const { gateway, calls } = countingGateway();
    await Promise.allSettled([
      ...Array.from({ length: 20 }, () =>
        acceptSettlement(t.db, gateway, { actor: customer, id: settlement.id }),
      ),
      ...Array.from({ length: 20 }, () =>
        decideDispute(t.db, gateway, {
          actor: admin,
          values: { id: dispute.id, outcome: "split", operatorAmount: "700.00", reason: REASON },
        }),
      ),
    ]);
    expect(new Set(calls.refund).size).toBe(1);
    const notes = await creditNotesOf(job.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note.amount).toBe("300.00");
    // Accepting and deciding again afterwards credits nothing more.
    await Promise.allSettled([
      acceptSettlement(t.db, gateway, { actor: customer, id: settlement.id }),
      decideDispute(t.db, gateway, {
        actor: admin,
        values: { id: dispute.id, outcome: "split", operatorAmount: "700.00", reason: REASON },
      }),
    ]);
    expect(await creditNotesOf(job.id)).toHaveLength(1);
    // Every credit note of this file's deals: numbers run 1, 2, 3 … within the year, no gaps.
    const all = await t.db.select({ number: creditNotes.number }).from(creditNotes);
    const year = new Date().getUTCFullYear();
    expect(all.map((n) => n.number).sort()).toEqual(
      all.map((_, i) => formatCreditNoteNumber(year, i + 1)),
    );
  });
});

describe("credit note PDF", () => {
  it("is the invoice customer's and an admin's, 401 signed out, 403 for another, 404 unknown", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, {
      actor: operator.user,
      id: dispute.id,
      operatorAmount: "700.00",
    });
    await acceptSettlement(t.db, countingGateway().gateway, { actor: customer, id: settlement.id });
    const [found] = await creditNotesOf(job.id);
    const note = found!.note;
    const ok = await handleCreditNotePdfRequest(t.contextFor(customer), note.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toBe(`attachment; filename="${note.number}.pdf"`);
    const bytes = Buffer.from(await ok.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, note.invoiceId));
    for (const words of [
      "CREDIT NOTE",
      note.number,
      `Credits invoice ${invoice!.number}`,
      "Reason Dispute settlement",
      `Refund against invoice ${invoice!.number} — dispute settlement`,
      "Total −HK$300.00",
      "you paid HK$700.00 in the end",
    ]) {
      expect(text).toContain(words);
    }
    expect((await handleCreditNotePdfRequest(t.contextFor(admin), note.id)).status).toBe(200);
    expect((await handleCreditNotePdfRequest(t.contextFor(null), note.id)).status).toBe(401);
    expect((await handleCreditNotePdfRequest(t.contextFor(operator.user), note.id)).status).toBe(
      403,
    );
    expect((await handleCreditNotePdfRequest(t.contextFor(customer), "missing")).status).toBe(404);
  });

  it("of an admin's decision gives the reason the admin wrote, after what the money is refunded against", async () => {
    const { customer, operator, job, dispute } = await disputedDeal();
    await escalateDispute(t.db, { actor: operator.user, id: dispute.id });
    await decideDispute(t.db, countingGateway().gateway, {
      actor: admin,
      values: { id: dispute.id, outcome: "split", operatorAmount: "600.00", reason: REASON },
    });
    const [found] = await creditNotesOf(job.id);
    const response = await handleCreditNotePdfRequest(t.contextFor(customer), found!.note.id);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(Buffer.from(await response.arrayBuffer()))),
      { mergePages: true },
    );
    // A line the PDF wraps reads on, one space between its parts.
    const read = text.replace(/\s+/g, " ");
    expect(read).toContain("Reason Dispute decision");
    expect(read).toContain(
      `Refund against invoice ${found!.invoiceNumber} — dispute decision: ${REASON}`,
    );
    expect(read).not.toContain("Refunded of invoice");
  });
});
