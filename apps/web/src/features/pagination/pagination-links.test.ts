import { describe, expect, it } from "vitest";
import { pagePosition, pagesText } from "./pagination-links";

describe("pagePosition", () => {
  it("has a Next before the last page and none on it", () => {
    expect(pagePosition({ page: 1, pageSize: 12, total: 130 })).toMatchObject({ pages: 11, pastEnd: false, hasNext: true });
    expect(pagePosition({ page: 11, pageSize: 12, total: 130 })).toMatchObject({ pages: 11, pastEnd: false, hasNext: false });
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

  it("past the pages a capped count names, still has results and a Previous to the page before", () => {
    // 1,134 results counted as "1,000+": 84 pages counted, page 95 holds the last ones.
    const beyondTheCount = pagePosition({ page: 95, pageSize: 12, total: 1000, totalCapped: true, itemCount: 6 });
    expect(beyondTheCount).toMatchObject({ pastEnd: false, hasNext: false, previous: 94 });
    expect(pagesText(95, beyondTheCount.pages, true)).toBe("of 95+");
    expect(pagesText(3, 84, true)).toBe("of 84+");
    expect(pagesText(3, 11, false)).toBe("of 11");
  });

  it("sends Previous from past the end to the last page with results", () => {
    expect(pagePosition({ page: 99, pageSize: 12, total: 130 }).previous).toBe(11);
    expect(pagePosition({ page: 99, pageSize: 12, total: 1000, totalCapped: true, itemCount: 0 }).previous).toBe(84);
  });
});
