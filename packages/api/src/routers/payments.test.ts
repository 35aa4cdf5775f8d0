import { customerProfiles } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("payments.methods", () => {
  it("returns the caller's saved card, or null", async () => {
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    expect(await caller.payments.methods()).toBeNull();
    await caller.profiles.customer.create({ name: "Casey" });
    expect(await caller.payments.methods()).toBeNull();
    const card = { cardLast4: "4242", expMonth: 12, expYear: 2030, brand: "visa" };
    await t.db
      .update(customerProfiles)
      .set({ billingInfo: card })
      .where(eq(customerProfiles.userId, customer.id));
    expect(await caller.payments.methods()).toEqual(card);
  });

  it("is for signed-in customers", async () => {
    expect(await failureOf(t.callerFor(null).payments.methods())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const operator = await t.makeOperator();
    expect(await failureOf(t.callerFor(operator.user).payments.methods())).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("payments.tokenizeTestCard / savePaymentMethod / createSetupIntent (offline gateway)", () => {
  const expYear = new Date().getUTCFullYear() + 2;
  const contact = { fullName: "Robin Park", phoneNumber: "0400 111 222", preferredContact: "email" as const };

  it("saves the 4242 test card and shows it masked", async () => {
    const caller = t.callerFor(await t.makeUser());
    await caller.onboarding.saveContact(contact);
    const { paymentMethodId } = await caller.payments.tokenizeTestCard({
      number: "4242 4242 4242 4242",
      expiry: `07/${String(expYear).slice(2)}`,
      cvc: "123",
    });
    const saved = await caller.payments.savePaymentMethod({ paymentMethodId });
    expect(saved).toEqual({ cardLast4: "4242", expMonth: 7, expYear, brand: "visa" });
    expect(await caller.payments.methods()).toEqual(saved);
  });

  it("declines 4000 0000 0000 0002 and saves nothing", async () => {
    const caller = t.callerFor(await t.makeUser());
    await caller.onboarding.saveContact(contact);
    expect(
      await failureOf(
        caller.payments.tokenizeTestCard({ number: "4000 0000 0000 0002", expiry: `07/${expYear}`, cvc: "123" }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: "Your card was declined." });
    expect(await caller.payments.methods()).toBeNull();
  });

  it("checks the card form and the payment method id with the shared messages", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(
      await failureOf(caller.payments.tokenizeTestCard({ number: "4242", expiry: "07/40", cvc: "123" })),
    ).toEqual({ code: "BAD_REQUEST", message: "Enter a valid card number" });
    expect(await failureOf(caller.payments.savePaymentMethod({ paymentMethodId: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Payment method is required",
    });
  });

  it("gives a SetupIntent secret once the contact details exist", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.payments.createSetupIntent())).toEqual({
      code: "BAD_REQUEST",
      message: "Please save your contact details before adding a payment method",
    });
    await caller.onboarding.saveContact(contact);
    expect((await caller.payments.createSetupIntent()).clientSecret).toMatch(/^seti_offline_/);
  });

  it("is for signed-in customers", async () => {
    const operator = await t.makeOperator();
    for (const user of [null, operator.user]) {
      const caller = t.callerFor(user);
      expect(await failureOf(caller.payments.savePaymentMethod({ paymentMethodId: "pm_x" }))).toMatchObject({
        code: user ? "FORBIDDEN" : "UNAUTHORIZED",
      });
      expect(
        await failureOf(caller.payments.tokenizeTestCard({ number: "4242424242424242", expiry: "07/40", cvc: "123" })),
      ).toMatchObject({ code: user ? "FORBIDDEN" : "UNAUTHORIZED" });
      expect(await failureOf(caller.payments.createSetupIntent())).toMatchObject({
        code: user ? "FORBIDDEN" : "UNAUTHORIZED",
      });
    }
  });
});
