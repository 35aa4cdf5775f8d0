/**
 * FOR TESTS ONLY: lifecycle scenarios built through the real procedures, and a gateway that counts
 * what it was asked to do.
 */
import { customerProfiles, milestones, payments, proposals, type Executor } from "@skyhire/db";
import { createOfflineGateway, tokenizeOfflineCard, type PaymentGateway } from "@skyhire/payments";
import type { SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import type { TestContext, TestOperator } from "../../testing";

const nextYear = new Date().getUTCFullYear() + 2;

export const GOOD_CARD = { number: "4242424242424242", expMonth: 12, expYear: nextYear, cvc: "123" };
export const DECLINED_CARD = { ...GOOD_CARD, number: "4000000000000002" };

/** A customer with contact details and a saved offline test card (declined one when asked). */
export async function customerWithCard(t: TestContext, card = GOOD_CARD): Promise<SessionUser> {
  const user = await t.makeUser({ role: "customer", firstName: "Casey", lastName: "Customer" });
  await setCard(t, user.id, card);
  return user;
}

export async function setCard(t: TestContext, userId: string, card = GOOD_CARD) {
  const paymentMethodId = tokenizeOfflineCard(card);
  const last4 = card.number.slice(-4);
  await t.db
    .insert(customerProfiles)
    .values({
      userId,
      name: "Casey Customer",
      paymentMethodId,
      gatewayCustomerId: `cus_offline_${userId.slice(0, 8)}`,
      billingInfo: { cardLast4: last4, expMonth: card.expMonth, expYear: card.expYear, brand: "visa" },
    })
    .onConflictDoUpdate({
      target: customerProfiles.userId,
      set: {
        paymentMethodId,
        billingInfo: { cardLast4: last4, expMonth: card.expMonth, expYear: card.expYear, brand: "visa" },
      },
    });
  return paymentMethodId;
}

/**
 * An open job in HKD of a customer with proposals from `count` approved operators (quotes 1000,
 * 1100, …) whose own profile currency is EUR: the whole deal is in the job's currency.
 */
export async function jobWithProposals(t: TestContext, count: number, customer?: SessionUser) {
  const owner = customer ?? (await customerWithCard(t));
  const job = await t.makeJob({ customerId: owner.id, title: "Roof inspection in Sydney", currency: "HKD" });
  const operators: TestOperator[] = [];
  const sent: (typeof proposals.$inferSelect)[] = [];
  for (let i = 0; i < count; i++) {
    const operator = await t.makeOperator({ currency: "EUR" });
    operators.push(operator);
    sent.push(
      await t.callerFor(operator.user).proposals.create({
        jobId: job.id,
        quote: String(1000 + i * 100),
        message: "We can fly this next week with a thermal camera.",
        timeline: "3-5 days",
      }),
    );
  }
  return { customer: owner, job, operators, proposals: sent };
}

/** A job through accept and pay: the first proposal hired, the money held. */
export async function hiredJob(t: TestContext, count = 2) {
  const scenario = await jobWithProposals(t, count);
  const customer = t.callerFor(scenario.customer);
  await customer.proposals.accept({ id: scenario.proposals[0]!.id });
  await customer.escrow.pay({ jobId: scenario.job.id });
  return { ...scenario, operator: scenario.operators[0]!, proposal: scenario.proposals[0]! };
}

/** A job through delivery and release: completed, the payout sent. */
export async function completedJob(t: TestContext) {
  const scenario = await hiredJob(t, 1);
  await t.callerFor(scenario.operator.user).proposals.markDelivered({ id: scenario.proposal.id });
  await t.callerFor(scenario.customer).escrow.release({ jobId: scenario.job.id });
  return scenario;
}

export async function paymentOf(t: TestContext, jobId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.jobRequestId, jobId));
  return row;
}

export async function proposalRow(t: TestContext, id: string) {
  const [row] = await t.db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

/** The offline gateway, counting each call (by idempotency key) to prove "charged once". */
export function countingGateway(base: PaymentGateway = createOfflineGateway()) {
  const calls = { charge: [] as string[], transfer: [] as string[], refund: [] as string[] };
  const gateway: PaymentGateway = {
    ...base,
    async charge(input) {
      calls.charge.push(input.idempotencyKey);
      // A little latency, as a real gateway has, so concurrent requests overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return base.charge(input);
    },
    async transfer(input) {
      calls.transfer.push(input.idempotencyKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return base.transfer(input);
    },
    async refund(input) {
      calls.refund.push(input.idempotencyKey);
      return base.refund(input);
    },
  };
  return { gateway, calls };
}

/**
 * Payments rows written by hand (a known history) belong to a milestone like every payment: one
 * "Full payment" milestone of the row's proposal, the row given its id.
 */
export async function withSingleMilestone<
  Row extends { jobRequestId: string; proposalId: string; amount: string; currency: "USD" | "EUR" },
>(db: Executor, row: Row): Promise<Row & { milestoneId: string }> {
  const [milestone] = await db
    .insert(milestones)
    .values({ jobRequestId: row.jobRequestId, proposalId: row.proposalId, position: 1, title: "Full payment", amount: row.amount, currency: row.currency })
    .returning({ id: milestones.id });
  if (!milestone) throw new Error("no milestone");
  return { ...row, milestoneId: milestone.id };
}
