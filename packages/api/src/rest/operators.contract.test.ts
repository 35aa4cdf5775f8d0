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

describe("GET /api/operators/{id}", () => {
  it("answers the public profile with its listings", async () => {
    const operator = await t.makeOperator({ companyName: "Kestrel Survey", location: "Perth" });
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const response = await server.request(`/api/operators/${operator.user.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: operator.user.id, companyName: "Kestrel Survey", location: "Perth", listingCount: 1 });
    expect(body.listings[0].id).toBe(listing.id);
    expect(typeof body.memberSince).toBe("string");
  });

  it("is 404 'Operator not found' for a hidden or unknown operator", async () => {
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    for (const id of [pending.user.id, "unknown"]) {
      const response = await server.request(`/api/operators/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Operator not found" });
    }
  });

  it("still serves the operator's own profile path", async () => {
    const response = await server.request("/api/operators/profile");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/listings filters", () => {
  it("accepts place, radius, sort, price, verified and rating from the query string", async () => {
    const operator = await t.makeOperator({ location: "Sydney", isVerified: true, rating: "4.80" });
    const word = `restnear${Math.random().toString(36).slice(2, 8)}`;
    const cheap = await t.makeListing({ operatorId: operator.user.id, title: `${word} a`, price: "200.00" });
    const dear = await t.makeListing({ operatorId: operator.user.id, title: `${word} b`, price: "800.00" });
    const response = await server.request(
      `/api/listings?q=${word}&near=Sydney&radiusKm=50&sort=price_desc&minPrice=100&maxPrice=900&verified=true&minRating=4`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((item: { id: string }) => item.id)).toEqual([dear.id, cheap.id]);
    expect(body[0]).toMatchObject({ distanceKm: 0, operator: { location: "Sydney", isVerified: true } });
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("pages by cursor", async () => {
    const word = `restcursor${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 3; i += 1) await t.makeListing({ title: `${word} ${i}` });
    const first = await server.request(`/api/listings?q=${word}&sort=newest&pageSize=2`);
    expect(await first.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toMatch(/[?&]cursor=/);
    const second = await server.request(next ?? "");
    expect(await second.json()).toHaveLength(1);
    expect(second.headers.get("link")).not.toContain(`rel="next"`);
  });

  it("is 400 with field errors for bad values", async () => {
    for (const [query, message] of [
      ["near=Atlantis", "Please choose a place from the list"],
      ["radiusKm=0", "Radius must be between 1 and 500"],
      ["sort=cheapest", "Please choose a valid sort order"],
      ["minPrice=abc", "Minimum price must be a number"],
      ["minPrice=9&maxPrice=1", "Maximum price must be at least the minimum price"],
      ["verified=maybe", "Verified must be true or false"],
      ["minRating=6", "Minimum rating must be between 0 and 5"],
      ["lat=10", "Latitude and longitude go together"],
      ["cursor=nonsense", "Cursor is not valid for this search"],
    ] as const) {
      const response = await server.request(`/api/listings?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toBe(message);
    }
  });
});
