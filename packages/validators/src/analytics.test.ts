import { describe, expect, it } from "vitest";
import { analyticsQuerySchema, analyticsRange, ANALYTICS_MESSAGES, bucketLabel, formatHours, formatShare } from "./analytics";

describe("analyticsRange", () => {
  const now = new Date("2026-03-15T18:30:00Z");
  it("cuts 30 days into days, 90 into weeks and 12 months into months, today included", () => {
    expect(analyticsRange("30d", now)).toEqual({ period: "30d", from: "2026-02-14", to: "2026-03-15", bucket: "day" });
    expect(analyticsRange("90d", now)).toEqual({ period: "90d", from: "2025-12-16", to: "2026-03-15", bucket: "week" });
    expect(analyticsRange("12m", now)).toEqual({ period: "12m", from: "2025-04-01", to: "2026-03-15", bucket: "month" });
  });
});

describe("analyticsQuerySchema", () => {
  it("takes a known period, 30 days by default, and names the choices otherwise", () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: "30d" });
    expect(analyticsQuerySchema.parse({ period: "12m" })).toEqual({ period: "12m" });
    const result = analyticsQuerySchema.safeParse({ period: "7d" });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(ANALYTICS_MESSAGES.period);
    expect(ANALYTICS_MESSAGES.period).toBe("Choose a period: 30d, 90d, 12m");
  });
});

describe("formats", () => {
  it("labels buckets, shares and hours", () => {
    expect(bucketLabel("2026-03")).toBe("Mar 2026");
    expect(bucketLabel("2026-03-02")).toBe("2 Mar");
    expect(formatShare(0.3333)).toBe("33%");
    expect(formatShare(null)).toBe("—");
    expect(formatHours(3.25)).toBe("3.3 h");
    expect(formatHours(60)).toBe("2.5 days");
    expect(formatHours(null)).toBe("—");
  });

  it("shows hours under two days, and days from two days on", () => {
    expect(formatHours(47.9)).toBe("47.9 h");
    expect(formatHours(48)).toBe("2.0 days");
  });
});
