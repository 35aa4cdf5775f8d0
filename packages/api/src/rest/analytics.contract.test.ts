import { listingViewsDaily } from "@skyhire/db";
import { isoToday } from "@skyhire/validators";
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

const get = (path: string, asUserId?: string) => server.request(path, { method: "GET", asUserId });
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("GET /api/operators/analytics and /api/admin/analytics", () => {
  it("answer 403 to a customer on both paths", async () => {
    const customer = await t.makeUser();
    for (const path of ["/api/operators/analytics", "/api/admin/analytics?period=12m"]) {
      const response = await get(path, customer.id);
      expect(response.status, path).toBe(403);
      expect(await message(response)).toBe("You do not have permission to do that");
    }
    expect((await get("/api/operators/analytics")).status).toBe(401);
  });

  it("give an operator their own figures (not a public operator page) and refuse them the admin's", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id });
    await t.db.insert(listingViewsDaily).values({ listingId: listing.id, day: isoToday(), views: 6 });
    const response = await get("/api/operators/analytics?period=90d", operator.user.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { range: { period: string; bucket: string }; totals: { views: number }; listings: { listingId: string; views: number }[] };
    expect(body.range).toMatchObject({ period: "90d", bucket: "week" });
    expect(body.totals.views).toBe(6);
    expect(body.listings).toEqual([expect.objectContaining({ listingId: listing.id, views: 6 })]);
    expect((await get("/api/admin/analytics", operator.user.id)).status).toBe(403);
  });

  it("give an admin the marketplace's figures, and a period outside the list is a 400 naming the choices", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const response = await get("/api/admin/analytics?period=30d", admin.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ range: { period: "30d", bucket: "day" }, feesByMonth: [], jobs: expect.any(Array) as unknown[] });
    const bad = await get("/api/admin/analytics?period=7d", admin.id);
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe("Choose a period: 30d, 90d, 12m");
  });
});
