import { describe, expect, it } from "vitest";
import { createReportSchema, REPORT_LIMITS, REPORT_MESSAGES as M, REPORT_REASON_LABELS, REPORT_REASONS } from "./reports";

function firstMessage(input: unknown): string | undefined {
  const result = createReportSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const good = { targetType: "review", targetId: "r-1", reason: "spam", details: "  Copied text from another review  " };

describe("createReportSchema", () => {
  it("accepts a review or listing report and trims the details", () => {
    expect(createReportSchema.parse(good)).toEqual({ ...good, details: "Copied text from another review" });
    expect(createReportSchema.parse({ ...good, targetType: "listing", reason: "fraud" }).targetType).toBe("listing");
  });

  it("says what is wrong with each field", () => {
    expect(firstMessage({ ...good, targetType: "message" })).toBe(M.targetType);
    expect(firstMessage({ ...good, targetId: "   " })).toBe(M.targetId);
    expect(firstMessage({ ...good, targetId: undefined })).toBe(M.targetId);
    expect(firstMessage({ ...good, reason: "boring" })).toBe(M.reason);
    expect(firstMessage({ ...good, details: "  too short " })).toBe(M.detailsShort);
    expect(firstMessage({ ...good, details: undefined })).toBe(M.detailsShort);
    expect(firstMessage({ ...good, details: "x".repeat(REPORT_LIMITS.detailsMax + 1) })).toBe(M.detailsLong);
    expect(firstMessage({ ...good, details: "x".repeat(REPORT_LIMITS.detailsMax) })).toBeUndefined();
  });

  it("labels every reason", () => {
    expect(REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason]).every((label) => label.length > 0)).toBe(true);
  });
});
