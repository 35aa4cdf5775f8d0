import { invoiceCounters, invoices, jobRequests, milestones } from "@skyhire/db";
import { type SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { handleInvoicePdfRequest } from "../../rest/lifecycle-http";
import { formatInvoiceNumber, issueInvoice } from "./invoice-numbers";
import { refundJob } from "./cancellation";
import { decideDispute, escalateDispute, openDispute } from "./disputes";
import { completedJob, countingGateway, customerWithCard, hiredJob, jobWithProposals, paymentOf } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe("invoice numbers", () => {
  it("runs INV-<year>-000001 upwards without gaps, continuing after numbers already issued", async () => {
    expect(formatInvoiceNumber(2026, 123)).toBe("INV-2026-000123");
    const a = await jobWithProposals(t, 1);
    const accepted = await t.callerFor(a.customer).proposals.accept({ id: a.proposals[0]!.id });
    const [first] = await t.db.select().from(invoices).where(eq(invoices.paymentId, accepted.payment.id));
    const year = new Date().getUTCFullYear();
    const n = Number(first!.number.slice(9));
    const b = await jobWithProposals(t, 1);
    const next = await t.callerFor(b.customer).proposals.accept({ id: b.proposals[0]!.id });
    const [second] = await t.db.select().from(invoices).where(eq(invoices.paymentId, next.payment.id));
    expect(second?.number).toBe(formatInvoiceNumber(year, n + 1));
    expect(second!.dueAt.getTime() - second!.issuedAt.getTime()).toBe(7 * DAY_MS);

    // A year with no counter yet starts after the highest number of that year already issued.
    const c = await jobWithProposals(t, 1);
    const third = await t.callerFor(c.customer).proposals.accept({ id: c.proposals[0]!.id });
    await t.db.delete(invoices).where(eq(invoices.paymentId, third.payment.id));
    await t.db.insert(invoices).values({
      paymentId: third.payment.id,
      number: "INV-2019-000041",
      issuedAt: new Date("2019-05-01T00:00:00Z"),
      dueAt: new Date("2019-05-08T00:00:00Z"),
    });
    const d = await jobWithProposals(t, 1);
    const fourth = await t.callerFor(d.customer).proposals.accept({ id: d.proposals[0]!.id });
    await t.db.delete(invoices).where(eq(invoices.paymentId, fourth.payment.id));
    const issued = await t.db.transaction((tx) => issueInvoice(tx, fourth.payment.id, new Date("2019-06-01T00:00:00Z")));
    expect(issued.number).toBe("INV-2019-000042");
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2019));
    expect(counter?.lastNumber).toBe(42);
  });
});

describe("invoices.list and invoices.byId", () => {
  it("derives paid, pending and overdue from the payment and due date, with totals from payments", async () => {
    const customer = await customerWithCard(t);
    const paid = await jobWithProposals(t, 1, customer);
    await t.callerFor(customer).proposals.accept({ id: paid.proposals[0]!.id });
    await t.callerFor(customer).escrow.pay({ jobId: paid.job.id });
    const pending = await jobWithProposals(t, 1, customer);
    await t.callerFor(customer).proposals.accept({ id: pending.proposals[0]!.id });
    const overdue = await jobWithProposals(t, 1, customer);
    const late = await t.callerFor(customer).proposals.accept({ id: overdue.proposals[0]!.id });
    await t.db
      .update(invoices)
      .set({ issuedAt: new Date(Date.now() - 10 * DAY_MS), dueAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(invoices.paymentId, late.payment.id));

    const listed = await t.callerFor(customer).invoices.list({});
    const status = new Map(listed.items.map((i) => [i.jobId, i]));
    expect(status.get(paid.job.id)).toMatchObject({ status: "paid", canPay: false, amount: "1000.00" });
    expect(status.get(pending.job.id)).toMatchObject({ status: "pending", canPay: true });
    expect(status.get(overdue.job.id)).toMatchObject({ status: "overdue", canPay: true });
    expect(status.get(paid.job.id)?.paymentMethod).toBe("Visa •••• 4242");
    expect(listed.totals).toEqual({
      paid: [{ currency: "HKD", amount: "1000.00" }],
      pending: [{ currency: "HKD", amount: "2000.00" }],
      count: 3,
    });
    expect((await t.callerFor(customer).invoices.list({ status: "overdue" })).items.map((i) => i.jobId)).toEqual([
      overdue.job.id,
    ]);

    const invoiceId = status.get(paid.job.id)!.id;
    const detail = await t.callerFor(customer).invoices.byId({ id: invoiceId });
    expect(detail).toMatchObject({ status: "paid", jobTitle: paid.job.title, billedTo: { name: "Casey Customer" } });
    expect(detail.paidDate).toBeInstanceOf(Date);
    await expect(t.callerFor(admin).invoices.byId({ id: invoiceId })).resolves.toMatchObject({ id: invoiceId });
    const stranger = await t.makeUser();
    expect((await failureOf(t.callerFor(stranger).invoices.byId({ id: invoiceId }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(customer).invoices.byId({ id: "missing" }))).code).toBe("NOT_FOUND");
    expect((await failureOf(t.callerFor(paid.operators[0]!.user).invoices.list({}))).code).toBe("FORBIDDEN");
  });
});

describe("invoice PDF", () => {
  it("downloads a real PDF for the owner or an admin, 401 signed out, 403 for others, 404 unknown", async () => {
    const { customer, job } = await hiredJob(t, 1);
    const payment = await paymentOf(t, job.id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    const ok = await handleInvoicePdfRequest(t.contextFor(customer), invoice!.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    const bytes = Buffer.from(await ok.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(bytes.length).toBeGreaterThan(1000);

    expect((await handleInvoicePdfRequest(t.contextFor(admin), invoice!.id)).status).toBe(200);
    expect((await handleInvoicePdfRequest(t.contextFor(null), invoice!.id)).status).toBe(401);
    const stranger = await t.makeUser();
    const refused = await handleInvoicePdfRequest(t.contextFor(stranger), invoice!.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "You can only view your own invoices" });
    expect((await handleInvoicePdfRequest(t.contextFor(customer), "missing")).status).toBe(404);
  });
});

/** The text a PDF reader gets out of the file (through its ToUnicode maps, as copy and paste does). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("invoice PDF text", () => {
  it("keeps dashes, bullets and letters beyond Latin-1 (an embedded Unicode font)", async () => {
    const { customer, job } = await hiredJob(t, 1);
    const title = "Roof survey — north wing • Łódź, Zürich, Ψ-ridge ₹";
    await t.db.update(jobRequests).set({ title }).where(eq(jobRequests.id, job.id));
    const payment = await paymentOf(t, job.id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    const response = await handleInvoicePdfRequest(t.contextFor(customer), invoice!.id);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(title);
    // The offline gateway is test mode; the saved card is shown masked with bullets.
    expect(text).toContain("TEST MODE — no real money moved");
    expect(text).toContain("Visa •••• 4242");
  });
});

/**
 * View Details of the deal's invoice (invoices.byId) and the text of its PDF, as its customer reads
 * them: a line the PDF wraps (a long reason) reads on, one space between its parts.
 */
async function invoiceAsRead(customer: SessionUser, jobId: string) {
  const payment = await paymentOf(t, jobId);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
  const detail = await t.callerFor(customer).invoices.byId({ id: invoice!.id });
  const response = await handleInvoicePdfRequest(t.contextFor(customer), invoice!.id);
  return { detail, pdf: (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, " ") };
}

const SPLIT_REASON = "Half the site was flown right.";

/** A dispute on the deal's milestone, escalated and split by an admin: 600.00 of 1000.00 to the operator. */
async function splitByAdmin(deal: { customer: SessionUser; operator: SessionUser; jobId: string }) {
  const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, deal.jobId));
  const dispute = await openDispute(t.db, {
    actor: deal.customer,
    values: { milestoneId: milestone!.id, reason: "not_as_described", text: "The photos are of the wrong building." },
  });
  await escalateDispute(t.db, { actor: deal.operator, id: dispute.id });
  await decideDispute(t.db, countingGateway().gateway, {
    actor: admin,
    values: { id: dispute.id, outcome: "split", operatorAmount: "600.00", reason: SPLIT_REASON },
  });
}

const linesOf = (detail: { lines: { kind: string; label: string; amount: string }[] }) =>
  detail.lines.map((line) => [line.kind, line.label, line.amount]);

describe("what an invoice says became of its money (screen and PDF alike)", () => {
  it("after an admin's split: the quote, the credit note with its amount and the admin's written reason, what was paid in the end, and the operator's share with the fee on it", async () => {
    const { customer, operator, job } = await hiredJob(t, 1);
    await splitByAdmin({ customer, operator: operator.user, jobId: job.id });
    const { detail, pdf } = await invoiceAsRead(customer, job.id);
    const note = detail.creditNote!;
    // 1000 invoiced, 400 back; the operator's 600 is 540 paid out + 60 fee (10 % of 600, not of 1000).
    expect(linesOf(detail)).toEqual([
      ["quote", "Job quote", "1000.00"],
      ["credit_note", `Credit note ${note.number} · Dispute decision: ${SPLIT_REASON}`, "400.00"],
      ["paid", "Paid in the end", "600.00"],
      ["released", "Released to the operator", "540.00"],
      ["fee", "Skyhire platform fee", "60.00"],
    ]);
    expect(detail.lines[1]!.creditNoteId).toBe(note.id);
    for (const words of [
      `Credit note ${note.number} · Dispute decision: ${SPLIT_REASON}`,
      "−HK$400.00",
      "Paid in the end HK$600.00",
      "Released to the operator HK$540.00",
      "Skyhire platform fee HK$60.00",
    ]) {
      expect(pdf).toContain(words);
    }
    expect(pdf).not.toContain("Total HK$1,000.00");
  });

  it("after a release: paid in full, the operator's payout and the fee", async () => {
    const { customer, job } = await completedJob(t);
    const { detail, pdf } = await invoiceAsRead(customer, job.id);
    expect(linesOf(detail)).toEqual([
      ["quote", "Job quote", "1000.00"],
      ["paid", "Paid", "1000.00"],
      ["released", "Released to the operator", "900.00"],
      ["fee", "Skyhire platform fee", "100.00"],
    ]);
    expect(pdf).toContain("Paid HK$1,000.00");
    expect(pdf).toContain("Released to the operator HK$900.00");
    expect(pdf).not.toContain("Credit note");
  });

  it("after a refund: the credit note takes it all back, nothing was paid and no fee was taken", async () => {
    const { customer, job } = await hiredJob(t, 1);
    await refundJob(t.db, countingGateway().gateway, { actor: customer, jobId: job.id });
    const { detail, pdf } = await invoiceAsRead(customer, job.id);
    const note = detail.creditNote!;
    expect(linesOf(detail)).toEqual([
      ["quote", "Job quote", "1000.00"],
      ["credit_note", `Credit note ${note.number} · Refund`, "1000.00"],
      ["paid", "Paid in the end", "0.00"],
    ]);
    expect(pdf).toContain(`Credit note ${note.number} · Refund`);
    expect(pdf).toContain("Paid in the end HK$0.00");
    expect(pdf).not.toContain("Skyhire platform fee");
  });

  it("while held, and while unpaid: held in escrow, or due", async () => {
    const { customer, job } = await hiredJob(t, 1);
    expect(linesOf((await invoiceAsRead(customer, job.id)).detail)).toEqual([
      ["quote", "Job quote", "1000.00"],
      ["paid", "Paid", "1000.00"],
      ["held", "Held in escrow until completion", "1000.00"],
    ]);
    const unpaid = await jobWithProposals(t, 1);
    await t.callerFor(unpaid.customer).proposals.accept({ id: unpaid.proposals[0]!.id });
    expect(linesOf((await invoiceAsRead(unpaid.customer, unpaid.job.id)).detail)).toEqual([
      ["quote", "Job quote", "1000.00"],
      ["due", "Amount due", "1000.00"],
    ]);
  });
});

/** Both parties give their tax details first; then the customer hires and pays (the invoice is issued). */
async function hiredWithTaxDetails() {
  const scenario = await jobWithProposals(t, 1);
  const operator = scenario.operators[0]!;
  await t.callerFor(operator.user).profiles.operator.updateTaxDetails({
    legalName: "Harbour Aerial Imaging Ltd",
    address: "12 Quay Street\nLondon SE1 9PX",
    taxId: "GB123456789",
    registeredForTax: true,
    taxRate: "20",
    pricesIncludeTax: true,
  });
  await t.callerFor(scenario.customer).profiles.customer.updateBillingDetails({
    legalName: "Thames Estates plc",
    address: "1 River Walk, London",
    taxId: "GB987654321",
  });
  await t.callerFor(scenario.customer).proposals.accept({ id: scenario.proposals[0]!.id });
  await t.callerFor(scenario.customer).escrow.pay({ jobId: scenario.job.id });
  return { ...scenario, operator };
}

describe("an invoice a business can file", () => {
  it("keeps the details it was issued with when a profile changes later; the next invoice has the new ones", async () => {
    const { customer, operator, job } = await hiredWithTaxDetails();
    await t.callerFor(operator.user).profiles.operator.updateTaxDetails({
      legalName: "Harbour Aerial Imaging Group Ltd",
      address: "1 New Road, Leeds",
      taxId: "GB000000001",
      registeredForTax: true,
      taxRate: "5",
      pricesIncludeTax: true,
    });
    await t.callerFor(customer).profiles.customer.updateBillingDetails({ legalName: "Thames Holdings plc", address: null, taxId: null });

    const { detail } = await invoiceAsRead(customer, job.id);
    expect(detail.seller).toMatchObject({ legalName: "Harbour Aerial Imaging Ltd", address: "12 Quay Street\nLondon SE1 9PX", taxId: "GB123456789" });
    expect(detail.billedTo).toMatchObject({ legalName: "Thames Estates plc", taxId: "GB987654321" });
    // Still the rate it was issued at: 1000 with 20 % included.
    expect(detail.tax).toMatchObject({ rate: "20.00", tax: "166.67" });

    const later = await t.makeJob({ customerId: customer.id, title: "Second roof", currency: "HKD" });
    const proposal = await t.callerFor(operator.user).proposals.create({ jobId: later.id, quote: "1000", message: "Same crew, next month.", timeline: "3-5 days" });
    await t.callerFor(customer).proposals.accept({ id: proposal.id });
    const next = await invoiceAsRead(customer, later.id);
    expect(next.detail.seller).toMatchObject({ legalName: "Harbour Aerial Imaging Group Ltd", taxId: "GB000000001" });
    expect(next.detail.billedTo).toMatchObject({ legalName: "Thames Holdings plc", taxId: null });
    expect(next.detail.tax).toMatchObject({ rate: "5.00" });
  });

  it("names seller and buyer with their tax details and shows net, tax and gross of what was paid in the end", async () => {
    const { customer, operator, job } = await hiredWithTaxDetails();
    await splitByAdmin({ customer, operator: operator.user, jobId: job.id });
    const { detail, pdf } = await invoiceAsRead(customer, job.id);
    expect(detail.seller).toMatchObject({ legalName: "Harbour Aerial Imaging Ltd", address: "12 Quay Street\nLondon SE1 9PX", taxId: "GB123456789" });
    expect(detail.billedTo).toMatchObject({ legalName: "Thames Estates plc", address: "1 River Walk, London", taxId: "GB987654321" });
    // 600 paid in the end, 20 % included: 500 net + 100 tax.
    expect(detail.tax).toEqual({ net: "500.00", tax: "100.00", gross: "600.00", rate: "20.00" });
    for (const words of [
      "From",
      "Harbour Aerial Imaging Ltd",
      "12 Quay Street",
      "London SE1 9PX",
      "Tax id: GB123456789",
      "Thames Estates plc",
      "Tax id: GB987654321",
      `Credit note ${detail.creditNote!.number} · Dispute decision: ${SPLIT_REASON}`,
      "Paid in the end HK$600.00",
      "Net HK$500.00",
      "Tax (20%) HK$100.00",
      "Gross HK$600.00",
    ]) {
      expect(pdf).toContain(words);
    }
  });

  it("charges no tax for an operator not registered for it, and prints no empty details", async () => {
    const { customer, job } = await completedJob(t);
    const { detail, pdf } = await invoiceAsRead(customer, job.id);
    expect(detail.tax).toEqual({ net: "1000.00", tax: "0.00", gross: "1000.00", rate: null });
    expect(detail.seller).toMatchObject({ legalName: null, address: null, taxId: null });
    expect(pdf).toContain("Tax (operator not registered) HK$0.00");
    expect(pdf).not.toContain("Tax id:");
  });
});
