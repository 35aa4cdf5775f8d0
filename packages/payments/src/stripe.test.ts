import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeGateway } from "./stripe";
import { startStripeStandIn, type StripeStandIn } from "./testing/stripe-stand-in";
import { parseStripeEvent, verifyStripeEvent, WebhookSignatureError } from "./webhooks";

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => standIn?.close());

const gateway = () => createStripeGateway({ secretKey: "sk_test_standin", apiBase: standIn.url });

const charge = {
  amountCents: 350_000,
  currency: "HKD",
  customerRef: "cus_1",
  paymentMethodId: "pm_card_visa",
  description: "Roof inspection",
  metadata: { paymentId: "pay_1" },
};

describe("Stripe gateway (real SDK against a local stand-in)", () => {
  it("charges the saved card off-session once per idempotency key", async () => {
    const first = await gateway().charge({ ...charge, idempotencyKey: "pay_1:1" });
    const again = await gateway().charge({ ...charge, idempotencyKey: "pay_1:1" });
    expect(first.status).toBe("succeeded");
    expect(again).toEqual(first);
    const created = standIn.created("/v1/payment_intents").filter((r) => r.idempotencyKey === "pay_1:1");
    expect(created).toHaveLength(1);
    const params = created[0]!.params;
    expect(params.get("amount")).toBe("350000");
    expect(params.get("currency")).toBe("hkd");
    expect(params.get("confirm")).toBe("true");
    expect(params.get("off_session")).toBe("true");
    expect(params.get("metadata[paymentId]")).toBe("pay_1");
  });

  it("reports a declined card as a failed charge with the card message", async () => {
    const result = await gateway().charge({
      ...charge,
      paymentMethodId: "pm_card_chargeDeclined",
      idempotencyKey: "pay_2:1",
    });
    expect(result).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(result.intentId).toMatch(/^pi_standin_/);
  });

  it("transfers the payout from the charge to the connected account, once per key", async () => {
    const paid = await gateway().charge({ ...charge, idempotencyKey: "pay_3:1" });
    const input = {
      amountCents: 315_000,
      currency: "HKD",
      destinationAccount: "acct_op",
      sourceIntentId: paid.intentId,
      idempotencyKey: "transfer:pay_3",
    };
    const first = await gateway().transfer(input);
    const again = await gateway().transfer(input);
    expect(again).toEqual(first);
    const transfers = standIn.created("/v1/transfers").filter((r) => r.idempotencyKey === "transfer:pay_3");
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.params.get("destination")).toBe("acct_op");
    expect(transfers[0]!.params.get("amount")).toBe("315000");
    expect(transfers[0]!.params.get("source_transaction")).toMatch(/^ch_standin_/);
    await expect(gateway().transfer({ ...input, destinationAccount: null, idempotencyKey: "x" })).rejects.toThrow(
      "The operator has not set up payouts yet",
    );
  });

  it("refunds a charge once per key", async () => {
    const paid = await gateway().charge({ ...charge, idempotencyKey: "pay_4:1" });
    const first = await gateway().refund({ intentId: paid.intentId, idempotencyKey: "refund:pay_4" });
    const again = await gateway().refund({ intentId: paid.intentId, idempotencyKey: "refund:pay_4" });
    expect(again).toEqual(first);
    const refunds = standIn.created("/v1/refunds").filter((r) => r.idempotencyKey === "refund:pay_4");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params.get("payment_intent")).toBe(paid.intentId);
  });

  it("creates an Express account once and an onboarding link for it", async () => {
    const link = await gateway().createPayoutOnboardingLink({
      accountRef: null,
      email: "op@example.test",
      returnUrl: "http://localhost/dashboard/operator",
      refreshUrl: "http://localhost/dashboard/operator",
    });
    expect(link?.accountRef).toMatch(/^acct_standin_/);
    expect(link?.url).toBe(`https://connect.stripe.test/setup/${link?.accountRef}`);
    const accountsBefore = standIn.created("/v1/accounts").length;
    const again = await gateway().createPayoutOnboardingLink({
      accountRef: link?.accountRef ?? null,
      email: "op@example.test",
      returnUrl: "http://localhost/r",
      refreshUrl: "http://localhost/r",
    });
    expect(again?.accountRef).toBe(link?.accountRef);
    expect(standIn.created("/v1/accounts")).toHaveLength(accountsBefore);
  });
});

describe("Stripe webhooks", () => {
  const secret = "whsec_test_secret";
  const intentEvent = (type: string, extra: Record<string, unknown> = {}) => ({
    id: `evt_${type}`,
    object: "event",
    type,
    data: { object: { id: "pi_9", object: "payment_intent", metadata: { paymentId: "pay_9" }, ...extra } },
  });
  const signed = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it("verifies the signature over the raw body and maps the payment events", () => {
    const body = JSON.stringify(intentEvent("payment_intent.succeeded"));
    expect(verifyStripeEvent({ rawBody: body, signature: signed(body), secret })).toEqual({
      id: "evt_payment_intent.succeeded",
      type: "payment_intent.succeeded",
      kind: "payment_succeeded",
      intentId: "pi_9",
      paymentId: "pay_9",
    });
    const failed = JSON.stringify(
      intentEvent("payment_intent.payment_failed", { last_payment_error: { message: "Insufficient funds." } }),
    );
    expect(verifyStripeEvent({ rawBody: failed, signature: signed(failed), secret })).toMatchObject({
      kind: "payment_failed",
      failureMessage: "Insufficient funds.",
    });
  });

  it("refuses a missing or wrong signature, a changed body and a signature older than 300 s", () => {
    const body = JSON.stringify(intentEvent("payment_intent.succeeded"));
    const attempt = (rawBody: string, signature: string | null) => () =>
      verifyStripeEvent({ rawBody, signature, secret });
    expect(attempt(body, null)).toThrow(WebhookSignatureError);
    expect(attempt(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_other" }))).toThrow(
      WebhookSignatureError,
    );
    expect(attempt(`${body} `, signed(body))).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(attempt(body, signed(body, old))).toThrow(WebhookSignatureError);
    const recent = Math.floor(Date.now() / 1000) - 290;
    expect(attempt(body, signed(body, recent))()).toMatchObject({ kind: "payment_succeeded" });
  });

  it("maps a full refund and ignores events it does not act on", () => {
    const refunded = {
      id: "evt_r",
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: "pi_9",
          amount: 1000,
          amount_refunded: 1000,
          refunded: true,
          refunds: { object: "list", data: [{ id: "re_1" }] },
        },
      },
    } as unknown as Stripe.Event;
    expect(parseStripeEvent(refunded)).toEqual({
      id: "evt_r",
      type: "charge.refunded",
      kind: "charge_refunded",
      intentId: "pi_9",
      refundId: "re_1",
      fullyRefunded: true,
    });
    const other = { id: "evt_c", object: "event", type: "customer.created", data: { object: {} } } as unknown as Stripe.Event;
    expect(parseStripeEvent(other)).toEqual({ id: "evt_c", type: "customer.created", kind: "ignored" });
  });

  it("maps account.updated to whether the operator's connected account can receive payouts", () => {
    const updated = (payouts: boolean | undefined) =>
      ({
        id: "evt_a",
        object: "event",
        type: "account.updated",
        data: { object: { id: "acct_1", object: "account", payouts_enabled: payouts } },
      }) as unknown as Stripe.Event;
    expect(parseStripeEvent(updated(true))).toEqual({
      id: "evt_a",
      type: "account.updated",
      kind: "payout_account_updated",
      accountId: "acct_1",
      payoutsEnabled: true,
    });
    expect(parseStripeEvent(updated(false))).toMatchObject({ payoutsEnabled: false });
    expect(parseStripeEvent(updated(undefined))).toMatchObject({ payoutsEnabled: false });
  });
});
