import { describe, expect, it } from "vitest";
import { pagePosition } from "./pagination-links";

describe("pagePosition", () => {
  it("has a Next before the last page and none on it", () => {
    expect(pagePosition({ page: 1, pageSize: 12, total: 130 })).toEqual({ pages: 11, pastEnd: false, hasNext: true });
    expect(pagePosition({ page: 11, pageSize: 12, total: 130 })).toEqual({ pages: 11, pastEnd: false, hasNext: false });
  });

  it("is past the end beyond the last page: no Next, whatever the count", () => {
    expect(pagePosition({ page: 99, pageSize: 12, total: 130 })).toMatchObject({ pastEnd: true, hasNext: false });
    // A capped count is a lower bound; an empty page still means the end was passed.
    expect(pagePosition({ page: 99, pageSize: 12, total: 130, totalCapped: true, itemCount: 0 })).toMatchObject({
      pastEnd: true,
      hasNext: false,
    });
  });

  it("with a capped count, offers Next only while pages are full", () => {
    expect(pagePosition({ page: 11, pageSize: 12, total: 130, totalCapped: true, itemCount: 12 }).hasNext).toBe(true);
    expect(pagePosition({ page: 12, pageSize: 12, total: 130, totalCapped: true, itemCount: 5 })).toMatchObject({
      pastEnd: false,
      hasNext: false,
    });
  });
});
