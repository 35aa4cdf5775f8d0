import { describe, expect, it } from "vitest";
import { createOfflineGateway, parseOfflinePaymentMethod, tokenizeOfflineCard } from "./offline";

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
