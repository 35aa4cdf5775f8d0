import { describe, expect, it } from "vitest";
import { feedAt, figureAt } from "./ticker";

const activity = {
  initial: [
    { id: "a1", kind: "job_posted", text: "first", secondsAgo: 30 },
    { id: "a2", kind: "job_completed", text: "second", secondsAgo: 600 },
  ],
  pool: [
    { id: "p1", kind: "review_posted", text: "pool one" },
    { id: "p2", kind: "operator_joined", text: "pool two" },
  ],
  visible: 3,
};

describe("figureAt", () => {
  it("grows by the per-tick step", () => {
    expect(figureAt({ value: 2847, perTick: 1 }, 0)).toBe(2847);
    expect(figureAt({ value: 2847, perTick: 1 }, 4)).toBe(2851);
    expect(figureAt({ value: 482_350_000, perTick: 185_000 }, 2)).toBe(482_720_000);
  });
});

describe("feedAt", () => {
  it("starts with the server's feed", () => {
    expect(feedAt(activity, 0, 15).map((e) => [e.key, e.secondsAgo])).toEqual([
      ["a1", 30],
      ["a2", 600],
    ]);
  });

  it("adds one pool entry per tick, newest first, and ages the rest", () => {
    expect(feedAt(activity, 1, 15).map((e) => [e.key, e.secondsAgo])).toEqual([
      ["p1-1", 0],
      ["a1", 45],
      ["a2", 615],
    ]);
    expect(feedAt(activity, 2, 15).map((e) => [e.key, e.secondsAgo])).toEqual([
      ["p2-2", 0],
      ["p1-1", 15],
      ["a1", 60],
    ]);
  });

  it("repeats the pool with fresh keys and keeps only the visible entries", () => {
    const feed = feedAt(activity, 5, 15);
    expect(feed.map((e) => e.key)).toEqual(["p1-5", "p2-4", "p1-3"]);
    expect(new Set(feed.map((e) => e.key)).size).toBe(feed.length);
  });
});
