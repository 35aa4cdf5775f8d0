import { describe, expect, it } from "vitest";
import { STATEMENT_MESSAGES, daysInRange, statementQuerySchema } from "./statements";

const messageOf = (input: unknown) => {
  const parsed = statementQuerySchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a statement's range", () => {
  it("takes two calendar days, the same day or up to a year (366 days) apart", () => {
    expect(statementQuerySchema.parse({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(messageOf({ from: "2026-11-05", to: "2026-11-05" })).toBeNull();
    expect(messageOf({ from: "2024-01-01", to: "2024-12-31" })).toBeNull();
    expect(daysInRange("2024-01-01", "2024-12-31")).toBe(366);
  });

  it("refuses a missing or malformed date, naming the field", () => {
    expect(messageOf({ to: "2026-11-30" })).toBe(STATEMENT_MESSAGES.from);
    expect(messageOf({ from: "2026-11-01", to: "30/11/2026" })).toBe(STATEMENT_MESSAGES.to);
    expect(messageOf({ from: "2027-02-29", to: "2027-03-01" })).toBe(STATEMENT_MESSAGES.from);
  });

  it("refuses a range that ends before it starts, or covers more than 366 days", () => {
    expect(messageOf({ from: "2026-11-30", to: "2026-11-01" })).toBe(STATEMENT_MESSAGES.reversed);
    expect(messageOf({ from: "2025-01-01", to: "2026-01-02" })).toBe(STATEMENT_MESSAGES.tooLong);
    expect(STATEMENT_MESSAGES.tooLong).toContain("366 days");
  });
});
