import { customerProfiles } from "@skyhire/db";
import { createOfflineGateway, tokenizeOfflineCard, type PaymentGateway } from "@skyhire/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import {
  CARD_DECLINED_MESSAGE,
  CONTACT_DETAILS_FIRST_MESSAGE,
  createSetupIntent,
  PAYMENT_METHOD_TAKEN_MESSAGE,
  savePaymentMethod,
  TEST_CARDS_OFFLINE_ONLY_MESSAGE,
  tokenizeTestCard,
} from "./payment-methods";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const offline = createOfflineGateway();
const nextYear = new Date().getUTCFullYear() + 1;
const goodCard = { number: "4242424242424242", expMonth: 12, expYear: nextYear, cvc: "123" };
const declinedCard = { ...goodCard, number: "4000000000000002" };
const contact = { fullName: "Jordan Lee", phoneNumber: "0400 000 000", preferredContact: "email" as const };

async function customerWithProfile() {
  const user = await t.makeUser();
  await t.callerFor(user).onboarding.saveContact(contact);
  return user;
}

async function storedProfile(userId: string) {
  const [row] = await t.db.select().from(customerProfiles).where(eq(customerProfiles.userId, userId));
  return row;
}

describe("tokenizeTestCard (offline gateway)", () => {
  it("turns the test card into a payment method id that holds no full number", () => {
    const { paymentMethodId } = tokenizeTestCard(offline, goodCard);
    expect(paymentMethodId).toMatch(/^pm_offline_visa_4242_12_\d{4}_[0-9a-f]+$/);
    expect(paymentMethodId).not.toContain("4242424242424242");
  });

  it("declines 4000 0000 0000 0002 and reports invalid cards with the provider's message", () => {
    expect(() => tokenizeTestCard(offline, declinedCard)).toThrow(CARD_DECLINED_MESSAGE);
    expect(() => tokenizeTestCard(offline, { ...goodCard, number: "4242424242424241" })).toThrow(
      "Your card number is invalid.",
    );
    expect(() => tokenizeTestCard(offline, { ...goodCard, expYear: 2001 })).toThrow(
      "Your card's expiration date is invalid.",
    );
  });

  it("is refused when a real provider is configured", () => {
    const stripeLike: PaymentGateway = { ...offline, kind: "stripe" };
    expect(() => tokenizeTestCard(stripeLike, goodCard)).toThrow(TEST_CARDS_OFFLINE_ONLY_MESSAGE);
  });
});

describe("savePaymentMethod (offline gateway)", () => {
  it("attaches the card and stores only its masked details and the gateway's references", async () => {
    const user = await customerWithProfile();
    const paymentMethodId = tokenizeOfflineCard(goodCard);
    const saved = await savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId });
    expect(saved).toEqual({ cardLast4: "4242", expMonth: 12, expYear: nextYear, brand: "visa" });

    const row = await storedProfile(user.id);
    expect(row?.billingInfo).toEqual(saved);
    expect(row?.paymentMethodId).toBe(paymentMethodId);
    expect(row?.gatewayCustomerId).toMatch(/^cus_offline_/);
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    expect(await t.callerFor(user).payments.methods()).toEqual(saved);
  });

  it("saves nothing for a declined card", async () => {
    const user = await customerWithProfile();
    // A payment method id for the declined card, as a client could post it directly.
    const paymentMethodId = tokenizeOfflineCard(declinedCard);
    await expect(savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId })).rejects.toThrow(
      CARD_DECLINED_MESSAGE,
    );
    const row = await storedProfile(user.id);
    expect(row).toMatchObject({ billingInfo: null, paymentMethodId: null, gatewayCustomerId: null });
  });

  it("refuses an unknown payment method with the provider's message", async () => {
    const user = await customerWithProfile();
    await expect(
      savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId: "pm_made_up" }),
    ).rejects.toThrow("No such payment method.");
    expect((await storedProfile(user.id))?.billingInfo).toBeNull();
  });

  it("needs the contact details first", async () => {
    const user = await t.makeUser();
    await expect(
      savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId: tokenizeOfflineCard(goodCard) }),
    ).rejects.toThrow(CONTACT_DETAILS_FIRST_MESSAGE);
  });

  it("never takes a payment method saved on another account, and leaves the owner's alone", async () => {
    const owner = await customerWithProfile();
    const other = await customerWithProfile();
    const paymentMethodId = tokenizeOfflineCard(goodCard);
    const ownersCard = await savePaymentMethod(t.db, offline, { userId: owner.id, paymentMethodId });

    expect(
      await failureOf(t.callerFor(other).payments.savePaymentMethod({ paymentMethodId })),
    ).toEqual({ code: "FORBIDDEN", message: PAYMENT_METHOD_TAKEN_MESSAGE });
    expect((await storedProfile(other.id))?.billingInfo).toBeNull();
    expect((await storedProfile(owner.id))?.billingInfo).toEqual(ownersCard);
  });

  it("replaces the caller's earlier card", async () => {
    const user = await customerWithProfile();
    await savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId: tokenizeOfflineCard(goodCard) });
    const mastercard = tokenizeOfflineCard({ ...goodCard, number: "5555555555554444", expMonth: 3 });
    await savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId: mastercard });
    expect((await storedProfile(user.id))?.billingInfo).toEqual({
      cardLast4: "4444",
      expMonth: 3,
      expYear: nextYear,
      brand: "mastercard",
    });
  });
});

describe("with a Stripe-like gateway", () => {
  /** A stand-in for Stripe: records calls, fails like the SDK when told to. */
  function fakeStripe(options: { attachError?: Error } = {}) {
    const calls: string[] = [];
    const gateway: PaymentGateway = {
      ...offline,
      kind: "stripe",
      async ensureCustomer({ existingRef }) {
        calls.push(`ensureCustomer:${existingRef ?? "new"}`);
        return existingRef ?? "cus_stripe_1";
      },
      async createSetupIntent({ customerRef }) {
        calls.push(`createSetupIntent:${customerRef}`);
        return { clientSecret: "seti_1_secret_abc" };
      },
      async attachPaymentMethod({ customerRef, paymentMethodId }) {
        calls.push(`attach:${customerRef}:${paymentMethodId}`);
        if (options.attachError) throw options.attachError;
        return { brand: "visa", last4: "4242", expMonth: 8, expYear: nextYear };
      },
    };
    return { gateway, calls };
  }

  it("makes the gateway customer once, for the SetupIntent, and attaches the card to it", async () => {
    const user = await customerWithProfile();
    const { gateway, calls } = fakeStripe();
    expect(await createSetupIntent(t.db, gateway, user.id)).toEqual({ clientSecret: "seti_1_secret_abc" });
    expect((await storedProfile(user.id))?.gatewayCustomerId).toBe("cus_stripe_1");

    await savePaymentMethod(t.db, gateway, { userId: user.id, paymentMethodId: "pm_1" });
    expect(calls).toEqual([
      "ensureCustomer:new",
      "createSetupIntent:cus_stripe_1",
      "ensureCustomer:cus_stripe_1",
      "attach:cus_stripe_1:pm_1",
    ]);
    expect((await storedProfile(user.id))?.billingInfo).toMatchObject({ cardLast4: "4242", expMonth: 8 });
  });

  it("reports the provider's card error as a 400 with its message and saves nothing", async () => {
    const user = await customerWithProfile();
    const cardError = Object.assign(new Error("Your card does not support this type of purchase."), {
      type: "StripeCardError",
    });
    const { gateway } = fakeStripe({ attachError: cardError });
    const failure = await savePaymentMethod(t.db, gateway, { userId: user.id, paymentMethodId: "pm_2" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: "BAD_REQUEST", message: cardError.message });
    expect((await storedProfile(user.id))?.billingInfo).toBeNull();
  });

  it("does not reuse an offline customer reference with Stripe", async () => {
    const user = await customerWithProfile();
    await savePaymentMethod(t.db, offline, { userId: user.id, paymentMethodId: tokenizeOfflineCard(goodCard) });
    const { gateway, calls } = fakeStripe();
    await createSetupIntent(t.db, gateway, user.id);
    expect(calls[0]).toBe("ensureCustomer:new");
  });
});
