/**
 * The whole escrow on the Stripe gateway: the real `stripe` SDK against a local stand-in server
 * (no internet), through the procedures, plus the webhook endpoint with signed events.
 */
import { customerProfiles, operatorProfiles, payments, processedWebhookEvents } from "@skyhire/db";
import { createPaymentGateway } from "@skyhire/payments";
import { signStripeWebhook, startStripeStandIn, type StripeStandIn } from "@skyhire/payments/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { handleStripeWebhookRequest } from "../../rest/lifecycle-http";
import { jobWithProposals, paymentOf, proposalRow } from "./test-fixtures";

let t: TestContext;
let standIn: StripeStandIn;
const WEBHOOK_SECRET = "whsec_lifecycle_test";

beforeAll(async () => {
  standIn = await startStripeStandIn();
  process.env.STRIPE_SECRET_KEY = "sk_test_standin";
  process.env.STRIPE_API_BASE = standIn.url;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  // The gateway the environment now names (the process's own may have been made before, offline).
  t = await createTestContext({ gateway: createPaymentGateway() });
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await standIn?.close();
  await t?.close();
});

/** A Stripe customer with a saved card, and a job with proposals from operators with payout accounts. */
async function stripeScenario(count = 1, paymentMethodId = "pm_card_visa") {
  const customer = await t.makeUser();
  await t.db.insert(customerProfiles).values({ userId: customer.id, name: "Stripe Customer", paymentMethodId, gatewayCustomerId: "cus_standin" });
  const scenario = await jobWithProposals(t, count, customer);
  for (const op of scenario.operators) {
    await t.db
      .update(operatorProfiles)
      .set({ gatewayAccountId: `acct_${op.user.id.slice(0, 8)}` })
      .where(eq(operatorProfiles.userId, op.user.id));
  }
  return scenario;
}

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return new Request("http://localhost/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signStripeWebhook(payload, secret),
    },
    body: payload,
  });
}

describe("escrow on the Stripe gateway", () => {
  it("charges the saved card once for 20 parallel pays, transfers the payout on release", async () => {
    const { customer, job, operators, proposals } = await stripeScenario(2);
    const caller = t.callerFor(customer);
    await caller.proposals.accept({ id: proposals[0]!.id });
    const results = await Promise.all(Array.from({ length: 20 }, () => caller.escrow.pay({ jobId: job.id })));
    expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
    expect(results[0]?.testMode).toBe(false);
    const payment = await paymentOf(t, job.id);
    const charges = standIn.created("/v1/payment_intents").filter((r) => r.params.get("metadata[paymentId]") === payment!.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.params.get("amount")).toBe("100000");
    expect(charges[0]!.params.get("customer")).toBe("cus_standin");
    expect(charges[0]!.idempotencyKey).toBe(`${payment!.idempotencyKey}:1`);
    expect(payment?.stripePaymentIntentId).toMatch(/^pi_standin_/);

    await t.callerFor(operators[0]!.user).proposals.markDelivered({ id: proposals[0]!.id });
    // Until Stripe clears the operator's account for payouts, nothing is transferred.
    expect(await failureOf(caller.escrow.release({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: "The operator has not set up payouts yet",
    });
    const account = `acct_${operators[0]!.user.id.slice(0, 8)}`;
    const cleared = await handleStripeWebhookRequest(
      webhook({ id: `evt_acct_${account}`, object: "event", type: "account.updated", data: { object: { id: account, object: "account", payouts_enabled: true } } }),
      t.db,
    );
    expect(cleared.status).toBe(200);
    expect(await t.callerFor(operators[0]!.user).escrow.operatorEarnings()).toMatchObject({ payoutsEnabled: true, payoutsSimulated: false });
    await caller.escrow.release({ jobId: job.id });
    await caller.escrow.release({ jobId: job.id });
    const transfers = standIn.created("/v1/transfers").filter((r) => r.idempotencyKey === `transfer_${payment!.id}`);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.params.get("amount")).toBe("90000");
    expect(transfers[0]!.params.get("destination")).toBe(`acct_${operators[0]!.user.id.slice(0, 8)}`);
    expect((await paymentOf(t, job.id))?.transferId).toMatch(/^tr_standin_/);
  });

  it("records Stripe's decline and refunds a held payment through the SDK", async () => {
    const declined = await stripeScenario(1, "pm_card_chargeDeclined");
    await t.callerFor(declined.customer).proposals.accept({ id: declined.proposals[0]!.id });
    expect(await failureOf(t.callerFor(declined.customer).escrow.pay({ jobId: declined.job.id }))).toEqual({
      code: "BAD_REQUEST",
      message: "Your card was declined.",
    });
    expect((await paymentOf(t, declined.job.id))?.status).toBe("failed");

    const held = await stripeScenario(1);
    await t.callerFor(held.customer).proposals.accept({ id: held.proposals[0]!.id });
    await t.callerFor(held.customer).escrow.pay({ jobId: held.job.id });
    const result = await t.callerFor(held.customer).escrow.refund({ jobId: held.job.id });
    expect(result.payment.refundId).toMatch(/^re_standin_/);
    const payment = await paymentOf(t, held.job.id);
    const refunds = standIn.created("/v1/refunds").filter((r) => r.idempotencyKey === `refund_${payment!.id}`);
    expect(refunds.map((r) => r.params.get("payment_intent"))).toEqual([payment!.stripePaymentIntentId]);
  });

  it("settles a dispute 70/30 through the SDK: a partial refund of 30%, then the transfer of the payout", async () => {
    const { customer, job, operators, proposals } = await stripeScenario(1);
    await t.db.update(operatorProfiles).set({ payoutsEnabled: true }).where(eq(operatorProfiles.userId, operators[0]!.user.id));
    await t.callerFor(customer).proposals.accept({ id: proposals[0]!.id });
    await t.callerFor(customer).escrow.pay({ jobId: job.id });
    const payment = await paymentOf(t, job.id);
    const dispute = await t.callerFor(customer).disputes.open({
      milestoneId: payment!.milestoneId,
      reason: "poor_quality",
      text: "Most of the thermal images are out of focus.",
    });
    const settlement = await t.callerFor(customer).disputes.proposeSettlement({ id: dispute.id, operatorAmount: "700" });
    const settled = await t.callerFor(operators[0]!.user).disputes.acceptSettlement({ id: settlement.id });
    expect(settled).toMatchObject({ status: "settled", outcome: "split" });
    const refunds = standIn.created("/v1/refunds").filter((r) => r.idempotencyKey === `refund_${payment!.id}`);
    expect(refunds.map((r) => [r.params.get("payment_intent"), r.params.get("amount")])).toEqual([[payment!.stripePaymentIntentId, "30000"]]);
    const transfers = standIn.created("/v1/transfers").filter((r) => r.idempotencyKey === `transfer_${payment!.id}`);
    // 700.00 less its 10% fee.
    expect(transfers.map((r) => r.params.get("amount"))).toEqual(["63000"]);
    expect(await paymentOf(t, job.id)).toMatchObject({ status: "released", refundedAmount: "300.00", operatorPayout: "630.00" });
  });

  it("creates the operator's Connect account once and returns its onboarding link", async () => {
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    const first = await caller.escrow.payoutOnboarding({});
    expect(first).toMatchObject({ testMode: false, connected: false });
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_standin_/);
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    expect(first.url).toContain(profile!.gatewayAccountId!);
    const again = await caller.escrow.payoutOnboarding({ returnPath: "/dashboard/operator?payouts=1" });
    // The account exists, but only Stripe's account.updated says it can receive payouts.
    expect(again.connected).toBe(false);
    expect(again.url).toContain(profile!.gatewayAccountId!);
    expect(await failureOf(caller.escrow.payoutOnboarding({ returnPath: "https://evil.test" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Return path must be a path of this site",
    });
  });
});

describe("POST /api/webhooks/stripe", () => {
  /** A job accepted and charged asynchronously: the payment is processing at the gateway. */
  async function processingPayment() {
    const scenario = await stripeScenario(2);
    await t.callerFor(scenario.customer).proposals.accept({ id: scenario.proposals[0]!.id });
    await t.db
      .update(payments)
      .set({ status: "processing", stripePaymentIntentId: `pi_async_${scenario.job.id.slice(0, 8)}` })
      .where(eq(payments.jobRequestId, scenario.job.id));
    return { ...scenario, payment: (await paymentOf(t, scenario.job.id))! };
  }

  const intentEvent = (id: string, type: string, intentId: string, paymentId: string, extra = {}) => ({
    id,
    object: "event",
    type,
    data: { object: { id: intentId, object: "payment_intent", metadata: { paymentId }, ...extra } },
  });

  it("holds the money on payment_intent.succeeded, once per event id (20 deliveries at once apply it once)", async () => {
    const { job, payment, proposals } = await processingPayment();
    const event = intentEvent(`evt_ok_${payment.id}`, "payment_intent.succeeded", payment.stripePaymentIntentId!, payment.id);
    // Stripe retries, and may deliver one event to several instances at the same moment.
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await handleStripeWebhookRequest(webhook(event), t.db);
        expect(response.status).toBe(200);
        return ((await response.json()) as { outcome: string }).outcome;
      }),
    );
    expect(deliveries.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(deliveries.filter((outcome) => outcome === "duplicate")).toHaveLength(19);
    expect(await paymentOf(t, job.id)).toMatchObject({ status: "completed" });
    expect((await proposalRow(t, proposals[0]!.id))?.status).toBe("hired");
    expect((await proposalRow(t, proposals[1]!.id))?.status).toBe("rejected");

    const again = await handleStripeWebhookRequest(webhook(event), t.db);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    const stored = await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
  });

  it("marks a payment failed on payment_intent.payment_failed and ends the escrow on a full charge.refunded", async () => {
    const failing = await processingPayment();
    const failed = intentEvent(
      `evt_fail_${failing.payment.id}`,
      "payment_intent.payment_failed",
      failing.payment.stripePaymentIntentId!,
      failing.payment.id,
      { last_payment_error: { message: "Insufficient funds." } },
    );
    await handleStripeWebhookRequest(webhook(failed), t.db);
    expect(await paymentOf(t, failing.job.id)).toMatchObject({ status: "failed", failureMessage: "Insufficient funds." });

    const held = await stripeScenario(1);
    await t.callerFor(held.customer).proposals.accept({ id: held.proposals[0]!.id });
    await t.callerFor(held.customer).escrow.pay({ jobId: held.job.id });
    const payment = (await paymentOf(t, held.job.id))!;
    const refunded = {
      id: `evt_refund_${payment.id}`,
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_x",
          object: "charge",
          payment_intent: payment.stripePaymentIntentId,
          amount: 100000,
          amount_refunded: 100000,
          refunded: true,
          refunds: { object: "list", data: [{ id: "re_dashboard" }] },
        },
      },
    };
    const response = await handleStripeWebhookRequest(webhook(refunded), t.db);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    expect(await paymentOf(t, held.job.id)).toMatchObject({ status: "refunded", refundId: "re_dashboard" });
  });

  it("answers 400 to a bad signature (nothing stored), ignores unknown events, 503 without a secret", async () => {
    const { payment, job } = await processingPayment();
    const event = intentEvent(`evt_forged_${payment.id}`, "payment_intent.succeeded", payment.stripePaymentIntentId!, payment.id);
    const forged = await handleStripeWebhookRequest(webhook(event, "whsec_wrong"), t.db);
    expect(forged.status).toBe(400);
    expect((await paymentOf(t, job.id))?.status).toBe("processing");
    const unsigned = new Request("http://localhost/api/webhooks/stripe", { method: "POST", body: JSON.stringify(event) });
    expect((await handleStripeWebhookRequest(unsigned, t.db)).status).toBe(400);

    const other = await handleStripeWebhookRequest(
      webhook({ id: "evt_other", object: "event", type: "customer.created", data: { object: {} } }),
      t.db,
    );
    expect(await other.json()).toEqual({ received: true, outcome: "ignored" });

    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      expect((await handleStripeWebhookRequest(webhook(event), t.db)).status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
  });
});
