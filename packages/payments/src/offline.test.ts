import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentDeclinedError } from "./gateway";
import { createOfflineGateway, luhnValid, parseOfflinePaymentMethod, tokenizeOfflineCard } from "./offline";

describe("offline gateway", () => {
  const gateway = createOfflineGateway();
  const nextYear = new Date().getUTCFullYear() + 1;

  it("saves the 4242 test card with its last four digits and expiry", async () => {
    const pm = tokenizeOfflineCard({ number: "4242 4242 4242 4242", expMonth: 12, expYear: nextYear, cvc: "123" });
    const card = await gateway.attachPaymentMethod({ customerRef: "cus_x", paymentMethodId: pm });
    expect(card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: nextYear });
  });

  it("refuses an invalid number or an expired card", () => {
    expect(() => tokenizeOfflineCard({ number: "4242 4242 4242 4241", expMonth: 1, expYear: nextYear, cvc: "123" })).toThrow(
      "Your card number is invalid.",
    );
    expect(() => tokenizeOfflineCard({ number: "4242424242424242", expMonth: 1, expYear: 2020, cvc: "123" })).toThrow(
      "Your card's expiration date is invalid.",
    );
  });

  it("charges once per idempotency key and declines the 0002 test card", async () => {
    const ok = tokenizeOfflineCard({ number: "4242424242424242", expMonth: 1, expYear: nextYear, cvc: "123" });
    const base = { amountCents: 1000, currency: "USD", customerRef: "cus_x", description: "d", metadata: {} };
    const first = await gateway.charge({ ...base, paymentMethodId: ok, idempotencyKey: "k1" });
    const again = await gateway.charge({ ...base, paymentMethodId: ok, idempotencyKey: "k1" });
    expect(first).toEqual(again);
    expect(first.status).toBe("succeeded");
    const declined = tokenizeOfflineCard({ number: "4000000000000002", expMonth: 1, expYear: nextYear, cvc: "123" });
    const failed = await gateway.charge({ ...base, paymentMethodId: declined, idempotencyKey: "k2" });
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(parseOfflinePaymentMethod("pm_card_visa")).toBeNull();
  });
});

type Card = Parameters<typeof tokenizeOfflineCard>[0];

/** The error a card is refused with (the test fails when it is accepted). */
function refusal(card: Card): PaymentDeclinedError {
  try {
    tokenizeOfflineCard(card);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) return error;
    throw error;
  }
  throw new Error(`card ${card.number} was accepted`);
}

describe("offline card checks", () => {
  // 15 June 2026: "this month" is 6/2026 whatever day the suite runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const valid: Card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };

  it("takes a number that passes the Luhn check and has at least 12 digits", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    // Doubled digits above 9 lose 9 (5 → 10 → 1): without that this Mastercard test number fails.
    expect(luhnValid("5555555555554444")).toBe(true);
    expect(luhnValid("123456789007")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("5555555555554445")).toBe(false);
    // Passes the Luhn check, but 11 digits is not a card number.
    expect(luhnValid("79927398713")).toBe(false);
  });

  it("refuses a wrong card number with the number message, whatever else is wrong", () => {
    const error = refusal({ ...valid, number: "4242 4242 4242 4241", cvc: "x" });
    expect(error.message).toBe("Your card number is invalid.");
    expect(error.name).toBe("PaymentDeclinedError");
    expect(refusal({ ...valid, number: "7992 7398 713" }).message).toBe("Your card number is invalid.");
  });

  it("takes a security code of 3 or 4 digits and nothing else", () => {
    expect(tokenizeOfflineCard({ ...valid, cvc: "123" })).toMatch(/^pm_offline_visa_4242_12_2030_[0-9a-f]{8}$/);
    expect(tokenizeOfflineCard({ ...valid, cvc: "1234" })).toMatch(/^pm_offline_visa_4242_/);
    for (const cvc of ["12", "12345", "", "12a", "a123", "1234x", "12 3"]) {
      expect(refusal({ ...valid, cvc }).message, `cvc "${cvc}"`).toBe("Your card's security code is invalid.");
    }
  });

  it("takes a card until the end of its expiry month and refuses months outside 1–12", () => {
    expect(tokenizeOfflineCard({ ...valid, expMonth: 6, expYear: 2026 })).toMatch(/^pm_offline_visa_4242_06_2026_/);
    expect(tokenizeOfflineCard({ ...valid, expMonth: 1, expYear: 2027 })).toMatch(/_01_2027_/);
    expect(tokenizeOfflineCard({ ...valid, expMonth: 12, expYear: 2026 })).toMatch(/_12_2026_/);
    const expiry = "Your card's expiration date is invalid.";
    expect(refusal({ ...valid, expMonth: 5, expYear: 2026 }).message).toBe(expiry);
    expect(refusal({ ...valid, expMonth: 12, expYear: 2025 }).message).toBe(expiry);
    expect(refusal({ ...valid, expMonth: 13, expYear: 2030 }).message).toBe(expiry);
    expect(refusal({ ...valid, expMonth: 0, expYear: 2030 }).message).toBe(expiry);
  });

  it("names the brand by the first digit, and 'card' for the others", () => {
    const brandOf = (number: string) => parseOfflinePaymentMethod(tokenizeOfflineCard({ ...valid, number }))?.brand;
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(brandOf("6011111111111117")).toBe("card");
  });

  it("reads only a whole offline payment method id", () => {
    expect(parseOfflinePaymentMethod("pm_offline_amex_0005_03_2031_ab12")).toEqual({
      brand: "amex",
      last4: "0005",
      expMonth: 3,
      expYear: 2031,
    });
    expect(parseOfflinePaymentMethod("xpm_offline_visa_4242_12_2030_ab12")).toBeNull();
    expect(parseOfflinePaymentMethod("pm_offline_visa_4242_12_2030_ab12z")).toBeNull();
  });
});

describe("offline gateway ids", () => {
  const gateway = createOfflineGateway();
  const hex24 = "[0-9a-f]{24}";

  it("is the offline kind and has no payout onboarding", async () => {
    expect(gateway.kind).toBe("offline");
    expect(
      await gateway.createPayoutOnboardingLink({ accountRef: null, email: "a@b.test", returnUrl: "r", refreshUrl: "r" }),
    ).toBeNull();
  });

  it("keeps a customer's existing reference and derives one from the e-mail otherwise, whatever its case", async () => {
    expect(await gateway.ensureCustomer({ existingRef: "cus_kept", email: "a@b.test", name: "A" })).toBe("cus_kept");
    const ref = await gateway.ensureCustomer({ existingRef: null, email: "Ann@Example.test", name: "Ann" });
    expect(ref).toMatch(new RegExp(`^cus_offline_${hex24}$`));
    expect(await gateway.ensureCustomer({ existingRef: null, email: "ann@example.test", name: "Ann" })).toBe(ref);
    expect(await gateway.ensureCustomer({ existingRef: null, email: "bob@example.test", name: "Bob" })).not.toBe(ref);
  });

  it("gives set-up intents, transfers and refunds one id per key", async () => {
    const { clientSecret } = await gateway.createSetupIntent({ customerRef: "cus_1" });
    expect(clientSecret).toMatch(new RegExp(`^seti_offline_${hex24}_secret_offline$`));
    const transferInput = { amountCents: 1, currency: "USD", destinationAccount: null, sourceIntentId: "pi_1" };
    const transfer = await gateway.transfer({ ...transferInput, idempotencyKey: "t1" });
    expect(transfer.transferId).toMatch(new RegExp(`^tr_offline_${hex24}$`));
    expect(await gateway.transfer({ ...transferInput, idempotencyKey: "t1" })).toEqual(transfer);
    expect(await gateway.transfer({ ...transferInput, idempotencyKey: "t2" })).not.toEqual(transfer);
    const refund = await gateway.refund({ intentId: "pi_1", idempotencyKey: "r1" });
    expect(refund.refundId).toMatch(new RegExp(`^re_offline_${hex24}$`));
  });

  it("refuses a payment method it did not make, when saving it and when charging it", async () => {
    await expect(gateway.attachPaymentMethod({ customerRef: "cus_x", paymentMethodId: "pm_card_visa" })).rejects.toThrow(
      new PaymentDeclinedError("No such payment method."),
    );
    const failed = await gateway.charge({
      amountCents: 1000,
      currency: "USD",
      customerRef: "cus_x",
      description: "d",
      metadata: {},
      paymentMethodId: "pm_card_visa",
      idempotencyKey: "k9",
    });
    expect(failed).toEqual({
      status: "failed",
      intentId: expect.stringMatching(new RegExp(`^pi_offline_${hex24}$`)),
      failureMessage: "No such payment method.",
    });
  });
});
