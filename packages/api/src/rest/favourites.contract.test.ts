import { FAVOURITE_MESSAGES as M } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

/** GET/POST /api/favourites and DELETE /api/favourites/{id} (docs/api.md, docs/product.md#favourites). */
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

function post(body: unknown, asUserId?: string) {
  return server.request("/api/favourites", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

describe("favourites over REST", () => {
  it("adds (201, the same favourite again), lists and deletes a customer's favourites", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing({ price: "800.00", currency: "USD" });
    const operator = await t.makeOperator();

    const added = await post({ listingId: listing.id }, customer.id);
    expect(added.status).toBe(201);
    const favourite = (await added.json()) as { id: string };
    expect(favourite).toMatchObject({ listingId: listing.id, operatorId: null, savedPrice: "800.00", savedCurrency: "USD" });
    const again = await post({ listingId: listing.id }, customer.id);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(favourite.id);
    expect((await post({ operatorId: operator.user.id }, customer.id)).status).toBe(201);

    const listed = await server.request("/api/favourites", { asUserId: customer.id });
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { id: string; kind: string }[];
    expect(body.map((row) => row.kind)).toEqual(["operator", "listing"]);
    expect(body[1]).toMatchObject({ id: favourite.id, listing: { id: listing.id, price: "800.00", priceMove: null } });

    const removed = await server.request(`/api/favourites/${favourite.id}`, { method: "DELETE", asUserId: customer.id });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: favourite.id });
    const gone = await server.request(`/api/favourites/${favourite.id}`, { method: "DELETE", asUserId: customer.id });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: M.notFound });
  });

  it("answers 404 for another customer's favourite, 403 to operators and admins, 401 signed out, 400 for a bad body", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const listing = await t.makeListing();
    const favourite = (await (await post({ listingId: listing.id }, owner.id)).json()) as { id: string };
    const foreign = await server.request(`/api/favourites/${favourite.id}`, { method: "DELETE", asUserId: other.id });
    expect(foreign.status).toBe(404);

    const operator = await t.makeOperator();
    const admin = await t.makeUser({ role: "admin" });
    for (const id of [operator.user.id, admin.id]) {
      const refused = await post({ listingId: listing.id }, id);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: M.customersOnly });
      expect((await server.request("/api/favourites", { asUserId: id })).status).toBe(403);
    }
    expect((await server.request("/api/favourites")).status).toBe(401);

    const bad = await post({ listingId: listing.id, operatorId: operator.user.id }, owner.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: M.target });
    const unknown = await post({ listingId: "00000000-0000-4000-8000-000000000000" }, owner.id);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: M.listingNotFound });
  });
});
