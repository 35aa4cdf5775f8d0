import { LIMITS } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

let t: TestContext;
let server: RestTestServer;
beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe("GET /api/listings", () => {
  it("searches, filters and pages from the query string", async () => {
    const word = `Orbit${Math.random().toString(36).slice(2, 8)}`;
    const older = await t.makeListing({
      title: `${word} mapping`,
      category: "Mapping",
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await t.makeListing({
      description: `with ${word.toLowerCase()} orbit shots`,
      category: "Mapping",
    });
    await t.makeListing({ title: `${word} photos`, category: "Photography" });

    const response = await server.request(
      `/api/listings?q=${word.toUpperCase()}&category=Mapping&sort=newest&page=1&pageSize=1`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((l: { id: string }) => l.id)).toEqual([newer.id]);
    expect(body[0]).toMatchObject({
      price: "450.00",
      operator: { companyName: expect.any(String) },
    });
    expect(typeof body[0].createdAt).toBe("string");
    expect(response.headers.get("x-total-count")).toBe("2");
    const links = response.headers.get("link") ?? "";
    expect(links).toContain(`rel="first"`);
    expect(links).toContain(`rel="last"`);
    expect(links).not.toContain(`rel="prev"`);

    // The next link pages by cursor; following it gives the older listing.
    const next = /<([^>]+)>; rel="next"/.exec(links)?.[1];
    expect(next).toContain("cursor=");
    const second = await (await server.request(next ?? "")).json();
    expect(second.map((l: { id: string }) => l.id)).toEqual([older.id]);
    const byPage = await (
      await server.request(`/api/listings?q=${word}&category=Mapping&sort=newest&page=2&pageSize=1`)
    ).json();
    expect(byPage[0].id).toBe(older.id);
  });

  it("puts only the list's own parameters in Link, never an unknown one a client added (security finding 7)", async () => {
    const junk = "j".repeat(3_000);
    const response = await server.request(`/api/listings?category=Mapping&tracker=${junk}&pageSize=1`);
    expect(response.status).toBe(200);
    const link = response.headers.get("link") ?? "";
    expect(link).toContain("category=Mapping");
    expect(link).not.toContain("tracker");
    expect(link.length).toBeLessThan(1_000);
  });

  it("tells how the search matched and where 'near' measured from in headers, beside the array", async () => {
    const word = `Zephyrine${Math.random().toString(36).slice(2, 8)}`;
    const operator = await t.makeOperator({ location: "Sydney", serviceRadiusKm: 10 });
    const listing = await t.makeListing({ title: `${word} thermal inspection`, operatorId: operator.user.id });
    // One letter swapped inside the unique word: the typo-tolerant fallback matches.
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;

    const similar = await server.request(`/api/listings?q=${typo}&near=sydney&radiusKm=50`);
    expect(similar.status).toBe(200);
    expect((await similar.json()).map((l: { id: string }) => l.id)).toContain(listing.id);
    expect(similar.headers.get("x-search-match")).toBe("similar");
    expect(similar.headers.get("x-search-near")).toBe("Sydney");
    expect(similar.headers.get("x-search-sort")).toBe("relevance");

    const exact = await server.request(`/api/listings?q=${word}`);
    expect(exact.headers.get("x-search-match")).toBe("words");
    expect(exact.headers.get("x-search-near")).toBeNull();

    const browse = await server.request(`/api/listings?sort=price_asc`);
    expect(browse.headers.get("x-search-match")).toBeNull();
    expect(browse.headers.get("x-search-sort")).toBe("price_asc");
  });

  it("treats empty parameters as absent and pages by the default size", async () => {
    const response = await server.request("/api/listings?q=&category=");
    expect(response.status).toBe(200);
    expect((await response.json()).length).toBeLessThanOrEqual(LIMITS.pageSizeDefault);
    expect(response.headers.get("link")).toContain(`pageSize=${LIMITS.pageSizeDefault}`);
  });

  it("is 400 with the schema's message for a bad parameter", async () => {
    const response = await server.request("/api/listings?category=mapping");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Please choose a valid category",
      fieldErrors: { category: ["Please choose a valid category"] },
    });
    const page = await server.request("/api/listings?page=0");
    expect(page.status).toBe(400);
    expect((await page.json()).message).toBe("Page must be at least 1");
  });
});

describe("GET /api/listings/{id}", () => {
  it("returns the listing with its operator and user", async () => {
    const listing = await t.makeListing({ title: "Detail over HTTP" });
    const response = await server.request(`/api/listings/${listing.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: listing.id,
      title: "Detail over HTTP",
      operator: { userId: listing.operatorId, rating: "0.00" },
      user: { firstName: "Test" },
    });
  });

  it("is 404 'Listing not found' when missing or hidden", async () => {
    const hidden = await t.makeListing({ isActive: false });
    for (const id of ["does-not-exist", hidden.id, "%E0%A4%A"]) {
      const response = await server.request(`/api/listings/${id}`);
      expect(response.status).toBe(404);
    }
    expect(await (await server.request(`/api/listings/${hidden.id}`)).json()).toMatchObject({
      message: "Listing not found",
    });
  });

  it("shows a hidden listing to its owner", async () => {
    const owner = await t.makeOperator();
    const hidden = await t.makeListing({ operatorId: owner.user.id, isActive: false });
    const response = await server.request(`/api/listings/${hidden.id}`, {
      asUserId: owner.user.id,
    });
    expect(response.status).toBe(200);
  });
});
