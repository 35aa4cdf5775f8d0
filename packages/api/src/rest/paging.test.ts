import { describe, expect, it } from "vitest";
import { pageLinks } from "./paging";

const url = new URL("http://skyhire.test/api/listings?q=roof&page=999");
/** The listing search's own query parameters (its input's fields). */
const KNOWN = ["q", "category", "sort", "page", "pageSize"];
const rels = (link: string) => Object.fromEntries([...link.matchAll(/<([^>]*)>; rel="(\w+)"/g)].map(([, href, rel]) => [rel, href]));

describe("page links", () => {
  it("points a page past the end back to the last page with items", () => {
    const links = rels(pageLinks(url, { page: 999, pageSize: 12, total: 126 }, KNOWN));
    expect(links.prev).toBe("/api/listings?q=roof&page=11&pageSize=12");
    expect(links.last).toBe("/api/listings?q=roof&page=11&pageSize=12");
    expect(links.next).toBeUndefined();
  });

  it("links a page inside the list to its neighbours", () => {
    const links = rels(pageLinks(new URL("http://skyhire.test/api/listings?page=2"), { page: 2, pageSize: 12, total: 126 }, KNOWN));
    expect(links.prev).toBe("/api/listings?page=1&pageSize=12");
    expect(links.next).toBe("/api/listings?page=3&pageSize=12");
  });

  it("names no last page when the total stopped counting at the cap", () => {
    const links = rels(pageLinks(url, { page: 999, pageSize: 12, total: 1000, totalCapped: true }, KNOWN));
    expect(links.prev).toBe("/api/listings?q=roof&page=998&pageSize=12");
    expect(links.last).toBeUndefined();
  });

  it("carries only the list's known parameters: an unknown one, however long, is left out (security finding 7)", () => {
    const junk = "x".repeat(3_000);
    const asked = new URL(`http://skyhire.test/api/listings?q=roof&utm=${junk}&${junk}=1&category=Mapping&page=2`);
    const link = pageLinks(asked, { page: 2, pageSize: 12, total: 126 }, KNOWN);
    expect(link).not.toContain("utm");
    expect(link).not.toContain(junk);
    expect(rels(link).next).toBe("/api/listings?q=roof&category=Mapping&page=3&pageSize=12");
    expect(link.length).toBeLessThan(400);
  });
});
