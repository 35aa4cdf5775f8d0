import { describe, expect, it } from "vitest";
import {
  customerContactSchema,
  onboardingTimelineLabel,
  onboardingJobRequestSchema,
  savePaymentMethodSchema,
  testCardSchema,
} from "./customer-onboarding";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function fieldMessage(
  result: { error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const contact = {
  fullName: "Jordan Lee",
  phoneNumber: "+61 400 000 000",
  companyName: "",
  preferredContact: "both",
};

describe("customerContactSchema (docs/product.md#customer-onboarding Customer contact)", () => {
  it("accepts the form; an empty company is absent", () => {
    expect(customerContactSchema.parse(contact)).toEqual({ ...contact, companyName: undefined });
  });

  it.each([
    ["fullName", "J", "Full name is required"],
    ["fullName", "  ", "Full name is required"],
    ["phoneNumber", "12345", "Valid phone number is required"],
    ["preferredContact", "fax", "Select a preferred contact method"],
  ])("%s %j → %s", (field, value, message) => {
    expect(messages(customerContactSchema.safeParse({ ...contact, [field]: value }))).toEqual([message]);
  });

  it("allows email, phone or both", () => {
    for (const preferredContact of ["email", "phone", "both"]) {
      expect(customerContactSchema.safeParse({ ...contact, preferredContact }).success).toBe(true);
    }
  });
});

const job = {
  title: "Roof survey",
  category: "surveying",
  description: "Survey the roof of a warehouse in the docklands.",
  location: "Melbourne",
  budgetMin: 150,
  budgetMax: 400,
  timeline: "asap",
};

describe("onboardingJobRequestSchema (docs/product.md#customer-onboarding Customer job)", () => {
  it("accepts numbers or the text of a number input", () => {
    expect(onboardingJobRequestSchema.parse(job)).toEqual(job);
    expect(onboardingJobRequestSchema.parse({ ...job, budgetMin: "150", budgetMax: " 400 " })).toEqual(job);
  });

  it("reads budgets typed with thousands separators", () => {
    expect(onboardingJobRequestSchema.parse({ ...job, budgetMin: "1,200", budgetMax: " 25,000 " })).toEqual({
      ...job,
      budgetMin: 1200,
      budgetMax: 25_000,
    });
  });

  it.each([
    ["title", "Roof", "Job title is required"],
    ["description", "Too short", "Provide a detailed description"],
    ["category", "", "Select a category"],
    ["category", "wedding", "Select a category"],
    ["budgetMin", 49, "Minimum budget is $50"],
    ["budgetMin", "", "Minimum budget is $50"],
    ["budgetMin", "abc", "Minimum budget is $50"],
    ["budgetMin", "1,2,,3", "Minimum budget is $50"],
    ["budgetMin", "12,00", "Minimum budget is $50"],
    ["budgetMax", 99, "Maximum budget must be at least $100"],
    ["budgetMax", undefined, "Maximum budget must be at least $100"],
    ["budgetMin", 60.5, "Enter the budget in whole dollars"],
    ["budgetMax", 20_000_000, "Budget cannot exceed $10,000,000"],
    ["timeline", "someday", "Select a timeline"],
    ["location", "", "Location is required"],
    ["location", "   ", "Location is required"],
    ["location", undefined, "Location is required"],
  ])("%s %j → %s", (field, value, message) => {
    expect(fieldMessage(onboardingJobRequestSchema.safeParse({ ...job, [field]: value }), field)).toBe(message);
  });

  it("needs the maximum at least the minimum, shown on the maximum", () => {
    const result = onboardingJobRequestSchema.safeParse({ ...job, budgetMin: 500, budgetMax: 400 });
    expect(fieldMessage(result, "budgetMax")).toBe("Maximum budget must be at least the minimum budget");
    expect(onboardingJobRequestSchema.safeParse({ ...job, budgetMin: 400, budgetMax: 400 }).success).toBe(true);
  });

  it("takes the currency the customer picks; the form's untouched empty choice leaves it to the place", () => {
    expect(onboardingJobRequestSchema.parse({ ...job, currency: "GBP" }).currency).toBe("GBP");
    expect(onboardingJobRequestSchema.parse({ ...job, currency: "" }).currency).toBeUndefined();
    expect(onboardingJobRequestSchema.parse(job).currency).toBeUndefined();
    expect(fieldMessage(onboardingJobRequestSchema.safeParse({ ...job, currency: "JPY" }), "currency")).toBe(
      "Please select a valid currency",
    );
  });

  it("accepts every spec category and timeline", () => {
    for (const category of ["photography", "surveying", "inspection", "agriculture", "real-estate", "construction"]) {
      expect(onboardingJobRequestSchema.safeParse({ ...job, category }).success).toBe(true);
    }
    for (const timeline of ["asap", "week", "month", "flexible"]) {
      expect(onboardingJobRequestSchema.safeParse({ ...job, timeline }).success).toBe(true);
    }
  });
});

describe("testCardSchema", () => {
  it("normalises the number and reads MM/YY", () => {
    expect(testCardSchema.parse({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" })).toEqual({
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    expect(testCardSchema.parse({ number: "4242-4242-4242-4242", expiry: "3 / 2031", cvc: "1234" })).toMatchObject({
      expMonth: 3,
      expYear: 2031,
    });
  });

  it.each([
    ["number", "4242", "Enter a valid card number"],
    ["number", "4242 abcd 4242 4242", "Enter a valid card number"],
    ["expiry", "13/30", "Enter the expiry date as MM/YY"],
    ["expiry", "1230", "Enter the expiry date as MM/YY"],
    ["cvc", "12", "Enter the 3 or 4 digit security code"],
  ])("%s %j → %s", (field, value, message) => {
    const card = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", [field]: value };
    expect(messages(testCardSchema.safeParse(card))).toEqual([message]);
  });
});

describe("savePaymentMethodSchema", () => {
  it("needs an id", () => {
    expect(messages(savePaymentMethodSchema.safeParse({}))).toEqual(["Payment method is required"]);
    expect(messages(savePaymentMethodSchema.safeParse({ paymentMethodId: " " }))).toEqual([
      "Payment method is required",
    ]);
    expect(savePaymentMethodSchema.parse({ paymentMethodId: "pm_123" })).toEqual({ paymentMethodId: "pm_123" });
  });
});

describe("onboarding details", () => {
  it("reads a timeline by its label and anything else as stored", () => {
    expect(onboardingTimelineLabel("asap")).toBe("ASAP (1-3 days)");
    expect(onboardingTimelineLabel("month")).toBe("Within a month");
    expect(onboardingTimelineLabel("someday")).toBe("someday");
  });

  it("reads a test card's expiry with a two- or four-digit year, spaces allowed", () => {
    const card = { number: "4242 4242 4242 4242", cvc: "123" };
    expect(testCardSchema.parse({ ...card, expiry: " 1/99 " })).toMatchObject({ expMonth: 1, expYear: 2099 });
    expect(testCardSchema.parse({ ...card, expiry: "12 / 2100" })).toMatchObject({ expMonth: 12, expYear: 2100 });
    expect(testCardSchema.parse({ ...card, expiry: "07/0100" })).toMatchObject({ expMonth: 7, expYear: 100 });
    expect(testCardSchema.safeParse({ ...card, expiry: "13/30" }).success).toBe(false);
  });
});
