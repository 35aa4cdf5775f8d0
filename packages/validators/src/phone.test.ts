import { describe, expect, it } from "vitest";
import { customerContactSchema } from "./customer-onboarding";
import { customerProfileSchema } from "./profiles";
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from "./phone";

describe("a phone number", () => {
  it("is digits with the usual separators and an optional extension", () => {
    for (const number of [
      "+61 400 123 456",
      "0400 000 000",
      "(02) 9876-5432",
      "+1 555.010.0199",
      "020 7946 0958 ext. 12",
      "5550100199 x4",
    ]) {
      expect(isPhoneNumber(number), number).toBe(true);
    }
  });

  it("has at least 7 digits: 7 are enough", () => {
    expect(isPhoneNumber("555 0199")).toBe(true);
    expect(isPhoneNumber("555 019")).toBe(false);
  });

  it("may have spaces around it", () => {
    expect(isPhoneNumber("  +61 400 123 456 ")).toBe(true);
  });

  it("is not words, nor too few digits", () => {
    for (const text of [
      "call me maybe!!",
      "phone: 0400 000 000",
      "++61 400",
      "12-34-56",
      "0400 000 000 or email",
    ]) {
      expect(isPhoneNumber(text), text).toBe(false);
    }
  });
});

describe("phone fields", () => {
  it("refuse words with the phone message, after the form's own length rule", () => {
    const contact = (phoneNumber: string) =>
      customerContactSchema.safeParse({
        fullName: "Ada Lovelace",
        phoneNumber,
        preferredContact: "email",
      });
    expect(contact("call me maybe!!").error?.issues.map((issue) => issue.message)).toEqual([
      PHONE_NUMBER_MESSAGE,
    ]);
    expect(contact("12345").error?.issues[0]?.message).toBe("Valid phone number is required");
    expect(contact("+61 400 123 456").success).toBe(true);
  });

  it("leave an empty optional phone alone", () => {
    expect(customerProfileSchema.safeParse({ name: "Ada Lovelace", phone: "" }).success).toBe(true);
    expect(
      customerProfileSchema.safeParse({ name: "Ada Lovelace", phone: "not a number" }).error
        ?.issues[0]?.message,
    ).toBe(PHONE_NUMBER_MESSAGE);
  });
});
