import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeClient, createStripeGateway, verifyStripeWebhook } from "./stripe";
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

  it("refunds part of a charge (a dispute's split) with the amount in cents", async () => {
    const paid = await gateway().charge({ ...charge, idempotencyKey: "pay_5:1" });
    await gateway().refund({ intentId: paid.intentId, idempotencyKey: "refund:pay_5", amountCents: 105_000 });
    const refunds = standIn.created("/v1/refunds").filter((r) => r.idempotencyKey === "refund:pay_5");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params.get("amount")).toBe("105000");
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

describe("Stripe gateway: saving a card and the other outcomes of a charge", () => {
  it("is the stripe kind, creates a customer only when there is none yet", async () => {
    expect(gateway().kind).toBe("stripe");
    expect(await gateway().ensureCustomer({ existingRef: "cus_kept", email: "a@b.test" })).toBe("cus_kept");
    const before = standIn.created("/v1/customers").length;
    const ref = await gateway().ensureCustomer({ existingRef: null, email: "new@b.test", name: "New" });
    expect(ref).toMatch(/^cus_standin_/);
    const created = standIn.created("/v1/customers");
    expect(created).toHaveLength(before + 1);
    expect(created.at(-1)?.params.get("email")).toBe("new@b.test");
    expect(created.at(-1)?.params.get("name")).toBe("New");
  });

  it("sets up a card for later off-session charges", async () => {
    const { clientSecret } = await gateway().createSetupIntent({ customerRef: "cus_1" });
    expect(clientSecret).toMatch(/^seti_standin_\d+_secret_standin$/);
    const params = standIn.created("/v1/setup_intents").at(-1)?.params;
    expect(params?.get("customer")).toBe("cus_1");
    expect(params?.get("usage")).toBe("off_session");
  });

  it("attaches a new card to the customer, makes it the default and returns its details", async () => {
    const card = await gateway().attachPaymentMethod({ customerRef: "cus_2", paymentMethodId: "pm_card_new" });
    expect(card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    expect(standIn.created("/v1/payment_methods/pm_card_new/attach").at(-1)?.params.get("customer")).toBe("cus_2");
    const update = standIn.created("/v1/customers/cus_2").at(-1)?.params;
    expect(update?.get("invoice_settings[default_payment_method]")).toBe("pm_card_new");
  });

  it("does not attach a card that is already attached", async () => {
    await gateway().attachPaymentMethod({ customerRef: "cus_saved", paymentMethodId: "pm_card_saved" });
    expect(standIn.created("/v1/payment_methods/pm_card_saved/attach")).toHaveLength(0);
    expect(standIn.created("/v1/customers/cus_saved")).toHaveLength(1);
  });

  it("refuses a payment method that is not a card", async () => {
    await expect(
      gateway().attachPaymentMethod({ customerRef: "cus_3", paymentMethodId: "pm_us_bank_account" }),
    ).rejects.toThrow("That payment method is not a card");
  });

  it("reports a payment still processing, and one waiting for the customer as failed with a general message", async () => {
    const processing = await gateway().charge({ ...charge, paymentMethodId: "pm_card_processing", idempotencyKey: "p:1" });
    expect(processing).toEqual({ status: "processing", intentId: expect.stringMatching(/^pi_standin_/) });
    const waiting = await gateway().charge({ ...charge, paymentMethodId: "pm_card_requiresAction", idempotencyKey: "p:2" });
    expect(waiting).toEqual({
      status: "failed",
      intentId: expect.stringMatching(/^pi_standin_/),
      failureMessage: "The payment could not be completed.",
    });
  });

  it("reports only a card error as a failed charge; any other Stripe error is thrown, not called a decline", async () => {
    const attempt = gateway().charge({ ...charge, paymentMethodId: "pm_missing", idempotencyKey: "p:3" });
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toThrow("No such PaymentMethod: 'pm_missing'");
  });

  it("sends amounts in the lower-case currency code Stripe expects", async () => {
    const paid = await gateway().charge({ ...charge, idempotencyKey: "p:4" });
    const transfer = await gateway().transfer({
      amountCents: 100,
      currency: "EUR",
      destinationAccount: "acct_op",
      sourceIntentId: paid.intentId,
      idempotencyKey: "transfer:p4",
    });
    expect(transfer.transferId).toMatch(/^tr_standin_/);
    expect(standIn.created("/v1/transfers").at(-1)?.params.get("currency")).toBe("eur");
    const refund = await gateway().refund({ intentId: paid.intentId, idempotencyKey: "refund:p4" });
    expect(refund.refundId).toMatch(/^re_standin_/);
  });

  it("onboards a new operator with an Express account link", async () => {
    const link = await gateway().createPayoutOnboardingLink({
      accountRef: null,
      email: "new-op@example.test",
      returnUrl: "http://localhost/back",
      refreshUrl: "http://localhost/again",
    });
    const account = standIn.created("/v1/accounts").at(-1)?.params;
    expect(account?.get("type")).toBe("express");
    expect(account?.get("email")).toBe("new-op@example.test");
    const linkParams = standIn.created("/v1/account_links").at(-1)?.params;
    expect(linkParams?.get("account")).toBe(link?.accountRef);
    expect(linkParams?.get("type")).toBe("account_onboarding");
    expect(linkParams?.get("return_url")).toBe("http://localhost/back");
    expect(linkParams?.get("refresh_url")).toBe("http://localhost/again");
  });
});

describe("Stripe client", () => {
  const field = (client: Stripe, name: string) =>
    (client as unknown as { getApiField: (key: string) => unknown }).getApiField(name);

  it("talks to Stripe itself, with retries, unless an API base is given", () => {
    const client = createStripeClient({ secretKey: "sk_test_x" });
    expect(field(client, "host")).toBe("api.stripe.com");
    expect(field(client, "maxNetworkRetries")).toBe(2);
  });

  it("takes host, port and protocol from the API base", () => {
    const https = createStripeClient({ secretKey: "sk_test_x", apiBase: "https://stripe.example.test" });
    expect([field(https, "host"), field(https, "port"), field(https, "protocol")]).toEqual([
      "stripe.example.test",
      443,
      "https",
    ]);
    const http = createStripeClient({ secretKey: "sk_test_x", apiBase: "http://127.0.0.1:12111" });
    expect([field(http, "host"), field(http, "port"), field(http, "protocol")]).toEqual(["127.0.0.1", 12111, "http"]);
    expect(field(createStripeClient({ secretKey: "sk_test_x", apiBase: "http://stand-in.test" }), "port")).toBe(80);
  });
});

describe("verifyStripeWebhook", () => {
  const secret = "whsec_raw";
  const body = JSON.stringify({ id: "evt_raw", object: "event", type: "customer.created", data: { object: {} } });
  const signedAt = (secondsAgo: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(Date.now() / 1000) - secondsAgo });

  it("returns the event when the signature is good and refuses a missing one", () => {
    expect(verifyStripeWebhook({ rawBody: body, signature: signedAt(0), secret }).id).toBe("evt_raw");
    expect(() => verifyStripeWebhook({ rawBody: body, signature: null, secret })).toThrow("Missing Stripe-Signature header");
  });

  it("allows 300 s by default and the tolerance it is given", () => {
    expect(() => verifyStripeWebhook({ rawBody: body, signature: signedAt(500), secret })).toThrow();
    expect(verifyStripeWebhook({ rawBody: body, signature: signedAt(500), secret, toleranceSeconds: 1000 }).id).toBe("evt_raw");
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
