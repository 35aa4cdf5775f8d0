import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { parseStripeEvent, verifyStripeEvent, WebhookSignatureError } from "./webhooks";

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: `evt_${type}`, object: "event", type, data: { object } }) as unknown as Stripe.Event;

const refundedCharge = (charge: Record<string, unknown>) =>
  parseStripeEvent(
    event("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_9",
      amount: 1000,
      refunds: { object: "list", data: [{ id: "re_1" }] },
      ...charge,
    }),
  );

describe("a refunded charge", () => {
  it("ends the escrow only when the whole amount is refunded", () => {
    expect(refundedCharge({ amount_refunded: 400, refunded: false })).toMatchObject({ fullyRefunded: false });
    expect(refundedCharge({ amount_refunded: 999, refunded: false })).toMatchObject({ fullyRefunded: false });
    expect(refundedCharge({ amount_refunded: 1000, refunded: false })).toMatchObject({ fullyRefunded: true });
    expect(refundedCharge({ amount_refunded: 0, refunded: true })).toMatchObject({ fullyRefunded: true });
  });

  it("finds the payment intent given as an id or as an object, and ignores a charge without one", () => {
    expect(refundedCharge({ amount_refunded: 1000, payment_intent: { id: "pi_obj" } })).toMatchObject({
      kind: "charge_refunded",
      intentId: "pi_obj",
    });
    expect(refundedCharge({ amount_refunded: 1000, payment_intent: null })).toEqual({
      id: "evt_charge.refunded",
      type: "charge.refunded",
      kind: "ignored",
    });
  });

  it("has no refund id when the event lists no refund", () => {
    expect(refundedCharge({ amount_refunded: 1000, refunds: undefined })).toMatchObject({ refundId: null });
    expect(refundedCharge({ amount_refunded: 1000, refunds: { object: "list", data: [] } })).toMatchObject({
      refundId: null,
    });
  });
});

describe("payment intent events", () => {
  it("tells a processing payment from a succeeded one", () => {
    expect(parseStripeEvent(event("payment_intent.processing", { id: "pi_1", metadata: { paymentId: "pay_1" } }))).toEqual({
      id: "evt_payment_intent.processing",
      type: "payment_intent.processing",
      kind: "payment_processing",
      intentId: "pi_1",
      paymentId: "pay_1",
    });
  });

  it("has no payment id without our metadata, and a general message when Stripe gives none", () => {
    expect(parseStripeEvent(event("payment_intent.succeeded", { id: "pi_2", metadata: null }))).toMatchObject({
      kind: "payment_succeeded",
      paymentId: null,
    });
    expect(parseStripeEvent(event("payment_intent.payment_failed", { id: "pi_3", metadata: {} }))).toEqual({
      id: "evt_payment_intent.payment_failed",
      type: "payment_intent.payment_failed",
      kind: "payment_failed",
      intentId: "pi_3",
      paymentId: null,
      failureMessage: "The payment could not be completed.",
    });
  });
});

describe("webhook signatures", () => {
  const secret = "whsec_test_secret";
  const body = JSON.stringify({ id: "evt_1", object: "event", type: "customer.created", data: { object: {} } });
  const signedAt = (secondsAgo: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - secondsAgo,
    });
  const failure = (run: () => unknown): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return "accepted";
  };

  it("refuses a request without a signature header, saying so", () => {
    const error = failure(() => verifyStripeEvent({ rawBody: body, signature: null, secret }));
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toMatchObject({ name: "WebhookSignatureError", message: "Missing Stripe-Signature header" });
  });

  it("passes the signature check's own reason on", () => {
    const error = failure(() => verifyStripeEvent({ rawBody: body, signature: "t=1,v1=abc", secret }));
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as Error).message).toMatch(/signature/i);
  });

  it("takes a longer tolerance when one is given", () => {
    expect(verifyStripeEvent({ rawBody: body, signature: signedAt(500), secret, toleranceSeconds: 1000 })).toMatchObject({
      id: "evt_1",
      kind: "ignored",
    });
    expect(failure(() => verifyStripeEvent({ rawBody: body, signature: signedAt(500), secret }))).toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
