import { milestones, payments } from "@skyhire/db";
import { createOfflineGateway, type PaymentGateway } from "@skyhire/payments";
import {
  LIFECYCLE_MESSAGES as M,
  TAX_MESSAGES,
  type OperatorTaxDetailsInput,
} from "@skyhire/validators";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { customerWithCard } from "./test-fixtures";

/**
 * docs/product.md#invoices: an operator registered for tax whose prices exclude it quotes net
 * amounts; the customer pays each milestone's gross, which is what is stored, funded and invoiced.
 */

let t: TestContext;
/** What the gateway was asked to charge, in cents, in order. */
const charged: number[] = [];
beforeAll(async () => {
  const base = createOfflineGateway();
  const gateway: PaymentGateway = {
    ...base,
    async charge(input) {
      charged.push(input.amountCents);
      return base.charge(input);
    },
  };
  t = await createTestContext({ gateway });
});
afterAll(async () => t?.close());

const TWENTY_PERCENT = { registeredForTax: true, taxRate: "20" } as const;
const PLAN = [
  { title: "Survey flight", amount: "400" },
  { title: "Report", amount: "500" },
];
const content = {
  quote: "900",
  message: "Two stages: the flight, then the report.",
  timeline: "2 weeks",
  milestones: PLAN,
};

async function operatorWithTax(details: OperatorTaxDetailsInput) {
  const operator = await t.makeOperator();
  await t.callerFor(operator.user).profiles.operator.updateTaxDetails(details);
  return operator;
}

async function storedMilestones(proposalId: string) {
  const rows = await t.db
    .select()
    .from(milestones)
    .where(eq(milestones.proposalId, proposalId))
    .orderBy(asc(milestones.position));
  return rows.map((m) => m.amount);
}

describe("a proposal whose prices exclude tax", () => {
  it("charges each milestone's gross, funds and invoices it, and the invoice shows the typed net back", async () => {
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id, currency: "GBP" });
    const operator = await operatorWithTax({ ...TWENTY_PERCENT, pricesIncludeTax: false });
    const proposal = await t
      .callerFor(operator.user)
      .proposals.create({ jobId: job.id, ...content });
    expect(proposal).toMatchObject({
      quote: "1080.00",
      tax: { rate: "20.00", pricesIncludeTax: false, net: "900.00", tax: "180.00" },
    });
    expect(await storedMilestones(proposal.id)).toEqual(["480.00", "600.00"]);
    const view = await t.callerFor(customer).proposals.byJob({ jobId: job.id });
    expect(view.proposals[0]).toMatchObject({
      quote: "1080.00",
      tax: { net: "900.00", tax: "180.00" },
    });

    // The rate the amounts were charged at stays on the invoice, whatever the profile says by then.
    await t
      .callerFor(operator.user)
      .profiles.operator.updateTaxDetails({ registeredForTax: false });
    const accepted = await t.callerFor(customer).proposals.accept({ id: proposal.id });
    expect(accepted.payment).toMatchObject({
      amount: "480.00",
      platformFee: "48.00",
      operatorPayout: "432.00",
    });

    const [first] = (await t.callerFor(customer).milestones.list({ id: job.id })).items;
    charged.length = 0;
    expect((await t.callerFor(customer).milestones.fund({ id: first!.id })).outcome).toBe("paid");
    expect(charged).toEqual([48_000]);
    await t
      .callerFor(operator.user)
      .milestones.deliver({ id: first!.id, note: "Flight done, footage shared." });
    expect((await t.callerFor(customer).milestones.confirm({ id: first!.id })).outcome).toBe(
      "released",
    );

    const [payment] = await t.db.select().from(payments).where(eq(payments.milestoneId, first!.id));
    expect(payment).toMatchObject({
      status: "released",
      amount: "480.00",
      platformFee: "48.00",
      operatorPayout: "432.00",
    });
    const invoice = await t.callerFor(customer).invoices.byId({ id: first!.invoiceId! });
    expect(invoice.tax).toEqual({ net: "400.00", tax: "80.00", gross: "480.00", rate: "20.00" });
  });

  it("keeps what was typed for an edit, re-plans in nets, and refuses a gross over the quote maximum", async () => {
    const job = await t.makeJob({ currency: "GBP" });
    const operator = await operatorWithTax({ ...TWENTY_PERCENT, pricesIncludeTax: false });
    const caller = t.callerFor(operator.user);
    const proposal = await caller.proposals.create({
      jobId: job.id,
      ...content,
      milestones: undefined,
    });
    expect(proposal).toMatchObject({ quote: "1080.00", tax: { net: "900.00" } });

    const edited = await caller.proposals.update({
      id: proposal.id,
      ...content,
      quote: "1000",
      milestones: [],
    });
    expect(edited).toMatchObject({
      quote: "1200.00",
      tax: { rate: "20.00", pricesIncludeTax: false, net: "1000.00", tax: "200.00" },
    });
    // A new split adds up to the net typed, not to what the customer pays.
    expect(
      await failureOf(
        caller.milestones.set({ id: job.id, milestones: [{ title: "All", amount: "1200" }] }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: M.milestonesSum,
    });
    const planned = await caller.milestones.set({
      id: job.id,
      milestones: [
        { title: "A", amount: "0.05" },
        { title: "B", amount: "999.95" },
      ],
    });
    // Rounded per milestone: 0.06 + 1199.94 = 1200.00.
    expect(planned.items.map((m) => m.amount)).toEqual(["0.06", "1199.94"]);
    expect((await caller.proposals.byId({ id: proposal.id })).quote).toBe("1200.00");

    // 900,000 + 20 % is over 999,999.99: refused, nothing changed.
    expect(
      await failureOf(
        caller.proposals.update({ id: proposal.id, ...content, quote: "900000", milestones: [] }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: TAX_MESSAGES.quoteTooHighWithTax,
    });
    expect((await caller.proposals.byId({ id: proposal.id })).quote).toBe("1200.00");
    const other = await t.makeJob({ currency: "GBP" });
    expect(
      await failureOf(
        caller.proposals.create({ jobId: other.id, ...content, quote: "900000", milestones: [] }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: TAX_MESSAGES.quoteTooHighWithTax,
    });
  });
});

describe("prices that include tax, and operators not registered", () => {
  it("charges the amounts as typed; a registered operator's proposal says the tax they contain", async () => {
    const job = await t.makeJob({ currency: "GBP" });
    const including = await operatorWithTax({ ...TWENTY_PERCENT, pricesIncludeTax: true });
    const proposal = await t
      .callerFor(including.user)
      .proposals.create({ jobId: job.id, ...content });
    expect(proposal).toMatchObject({
      quote: "900.00",
      tax: { rate: "20.00", pricesIncludeTax: true, net: "750.00", tax: "150.00" },
    });
    expect(await storedMilestones(proposal.id)).toEqual(["400.00", "500.00"]);

    const unregistered = await t.makeOperator();
    const plain = await t
      .callerFor(unregistered.user)
      .proposals.create({ jobId: job.id, ...content });
    expect(plain).toMatchObject({ quote: "900.00", tax: null });
    expect(await storedMilestones(plain.id)).toEqual(["400.00", "500.00"]);
  });
});
