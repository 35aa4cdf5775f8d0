import { customerProfiles } from "@skyhire/db";
import { TAX_MESSAGES } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { NO_OPERATOR_PROFILE } from "./tax-details";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("tax details for invoices", () => {
  it("keeps a customer's billing details, giving a customer without a profile one in their account's name", async () => {
    const customer = await t.makeUser({ role: "customer", firstName: "Robin", lastName: "Hale" });
    const caller = t.callerFor(customer);
    expect(await caller.profiles.customer.billingDetails()).toEqual({ legalName: null, address: null, taxId: null });
    await caller.profiles.customer.updateBillingDetails({ legalName: "Hale Estates Ltd", address: " ", taxId: "GB111222333" });
    expect(await caller.profiles.customer.billingDetails()).toEqual({ legalName: "Hale Estates Ltd", address: null, taxId: "GB111222333" });
    const [profile] = await t.db.select().from(customerProfiles).where(eq(customerProfiles.userId, customer.id));
    expect(profile?.name).toBe("Robin Hale");
  });

  it("keeps an operator's tax registration and refuses a registered operator without a rate", async () => {
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    await caller.profiles.operator.updateTaxDetails({ taxId: "ABN 51 824 753 556", registeredForTax: true, taxRate: "10", pricesIncludeTax: true });
    expect(await caller.profiles.operator.taxDetails()).toEqual({
      legalName: null,
      address: null,
      taxId: "ABN 51 824 753 556",
      registeredForTax: true,
      taxRate: "10.00",
      pricesIncludeTax: true,
    });
    const refused = await failureOf(caller.profiles.operator.updateTaxDetails({ registeredForTax: true, taxRate: "" }));
    expect([refused.code, refused.message]).toEqual(["BAD_REQUEST", TAX_MESSAGES.rateRequired]);
  });

  it("asks an operator account without a profile to create one first", async () => {
    const bare = await t.makeUser({ role: "operator" });
    const refused = await failureOf(t.callerFor(bare).profiles.operator.updateTaxDetails({ taxId: "X1" }));
    expect([refused.code, refused.message]).toEqual(["NOT_FOUND", NO_OPERATOR_PROFILE]);
  });
});
