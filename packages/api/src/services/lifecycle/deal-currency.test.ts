import { invoices, proposals } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { customerWithCard, paymentOf } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const listingForm = {
  title: "Thermal roof inspection",
  description: "Thermal and visual roof inspection with a written report.",
  category: "Inspection" as const,
  price: "1250.50",
  requirements: [],
};

describe("one currency per deal (issue 11 item 2)", () => {
  it("prices a new listing in its operator's profile currency, or the one the form names, and keeps it on edit", async () => {
    const operator = await t.makeOperator({ currency: "SGD" });
    const caller = t.callerFor(operator.user);
    expect((await caller.listings.create(listingForm)).currency).toBe("SGD");
    const aud = await caller.listings.create({ ...listingForm, currency: "AUD" });
    expect(aud.currency).toBe("AUD");
    const edited = await caller.listings.update({ ...listingForm, id: aud.id, price: "1300" });
    expect(edited).toMatchObject({ price: "1300.00", currency: "AUD" });
    expect((await caller.listings.update({ ...listingForm, id: aud.id, currency: "EUR" })).currency).toBe("EUR");
  });

  it("carries a listing's AUD from the requested job through proposal, payment, payout and invoice", async () => {
    // The operator's profile says HKD; the listing is in AUD; the deal stays in AUD throughout.
    const operator = await t.makeOperator({ currency: "HKD" });
    const listing = await t.callerFor(operator.user).listings.create({ ...listingForm, currency: "AUD" });
    const customer = await customerWithCard(t);
    const customerCaller = t.callerFor(customer);

    const job = await customerCaller.jobs.create({
      title: "Roof inspection from your listing",
      description: "Please inspect our warehouse roof.",
      category: "inspection",
      location: "Sydney",
      budget: "1000-2500",
      // What the form sends is ignored for a request from a listing: the listing's currency wins.
      currency: "USD",
      listingId: listing.id,
    });
    expect(job.currency).toBe("AUD");

    const proposal = await t.callerFor(operator.user).proposals.create({
      jobId: job.id,
      quote: "1250.50",
      message: "Happy to fly this on Tuesday.",
      timeline: "1 week",
    });
    expect(proposal.currency).toBe("AUD");

    const view = await customerCaller.proposals.byJob({ jobId: job.id });
    expect(view.job.currency).toBe("AUD");
    expect(view.proposals.map((p) => p.currency)).toEqual(["AUD"]);

    const accepted = await customerCaller.proposals.accept({ id: proposal.id });
    expect(accepted.payment).toMatchObject({ currency: "AUD", amount: "1250.50", platformFee: "125.05", operatorPayout: "1125.45" });
    await customerCaller.escrow.pay({ jobId: job.id });

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, accepted.payment.id));
    const detail = await customerCaller.invoices.byId({ id: invoice!.id });
    expect(detail).toMatchObject({ currency: "AUD", amount: "1250.50" });
    const list = await customerCaller.invoices.list({ page: 1, pageSize: 10 });
    expect(list.totals.paid).toEqual([{ currency: "AUD", amount: "1250.50" }]);

    await t.callerFor(operator.user).proposals.markDelivered({ id: proposal.id });
    await customerCaller.escrow.release({ jobId: job.id });
    expect(await paymentOf(t, job.id)).toMatchObject({ currency: "AUD", status: "released", operatorPayout: "1125.45" });
    const earnings = await t.callerFor(operator.user).escrow.operatorEarnings();
    expect(earnings.payoutsPaid).toEqual([{ currency: "AUD", amount: "1125.45" }]);
  });

  it("keeps a job's own currency for a job posted without a listing, USD when none is named", async () => {
    const customer = await customerWithCard(t);
    const base = { title: "Wedding photos", description: "Aerial photos of a wedding.", category: "wedding" as const, location: "London" };
    const gbp = await t.callerFor(customer).jobs.create({ ...base, currency: "GBP", budget: "500-1000" });
    expect(gbp.currency).toBe("GBP");
    expect((await t.callerFor(customer).jobs.create(base)).currency).toBe("USD");
    const operator = await t.makeOperator({ currency: "AUD" });
    const sent = await t.callerFor(operator.user).proposals.create({ jobId: gbp.id, quote: "800", message: "m", timeline: "t" });
    const [row] = await t.db.select().from(proposals).where(eq(proposals.id, sent.id));
    expect(row?.currency).toBe("GBP");
  });

  it("puts a London customer's first job (onboarding) in pounds: the quote, payment, payout and Total Spent follow", async () => {
    const customer = await customerWithCard(t);
    const caller = t.callerFor(customer);
    const first = {
      title: "Roof survey in London",
      category: "inspection",
      description: "Survey the warehouse roof for storm damage and report findings.",
      location: "London",
      budgetMin: 500,
      budgetMax: 900,
      timeline: "week",
    };
    const job = await caller.onboarding.createJob(first);
    expect(job.currency).toBe("GBP");
    // Before any payment Total Spent is zero in the customer's currency, not in dollars.
    expect(await caller.escrow.customerStats()).toMatchObject({ totalSpent: [], currency: "GBP" });

    const operator = await t.makeOperator({ currency: "GBP" });
    const proposal = await t.callerFor(operator.user).proposals.create({ jobId: job.id, quote: "800", message: "m", timeline: "t" });
    expect(proposal.currency).toBe("GBP");
    await caller.proposals.accept({ id: proposal.id });
    await caller.escrow.pay({ jobId: job.id });
    expect((await caller.escrow.customerStats()).totalSpent).toEqual([{ currency: "GBP", amount: "800.00" }]);
    expect((await t.callerFor(operator.user).escrow.operatorEarnings()).payoutsPending).toEqual([{ currency: "GBP", amount: "720.00" }]);

    // A currency the customer picks wins; a place whose currency is not offered is in dollars.
    expect((await caller.onboarding.createJob({ ...first, currency: "EUR" })).currency).toBe("EUR");
    expect((await caller.onboarding.createJob({ ...first, location: "Tokyo" })).currency).toBe("USD");
  });
});
