import { describe, expect, it } from "vitest";
import { plannedDemoOperatorHistory } from "./index";
import { SEEDED_VIEW_DAYS } from "./views";

const NOW = new Date("2026-06-15T10:00:00Z");
const month = (date: Date | null | undefined) => date?.toISOString().slice(0, 7);

describe("the demo operator's seeded history", () => {
  const history = plannedDemoOperatorHistory(NOW);

  it("has a year of daily views on every listing, the same for the same day", () => {
    const days = new Set(history.views.map((v) => v.day));
    expect(days.size).toBe(SEEDED_VIEW_DAYS.demo);
    expect([...days].sort()[0]).toBe("2025-06-16");
    expect(new Set(history.views.map((v) => v.listingId)).size).toBe(6);
    expect(history.views.every((v) => (v.views ?? 0) >= 0)).toBe(true);
    expect(history.views.reduce((n, v) => n + (v.views ?? 0), 0)).toBeGreaterThan(10_000);
    expect(plannedDemoOperatorHistory(NOW).views).toEqual(history.views);
  });

  it("sends, wins and loses proposals and is paid out in each of the eleven months before this one", () => {
    const won = history.proposals.filter((p) => p.acceptedAt);
    const lost = history.proposals.filter((p) => p.status === "rejected");
    expect(won.length).toBeGreaterThan(15);
    expect(lost.length).toBeGreaterThan(10);
    const paidMonths = new Set(history.payments.filter((p) => p.status === "released").map((p) => month(p.payoutAt)));
    const before = Array.from({ length: 11 }, (_, i) => month(new Date(Date.UTC(2026, 4 - i, 1))));
    expect(before.filter((m) => !paidMonths.has(m))).toEqual([]);
  });
});
