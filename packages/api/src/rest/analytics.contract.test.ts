import { listingViewsDaily } from "@skyhire/db";
import { addDays, isoToday } from "@skyhire/validators";
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
const getCsv = (path: string, asUserId?: string) => server.request(path, { method: "GET", asUserId, headers: { accept: "text/csv" } });
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

describe("CSV with Accept: text/csv", () => {
  it("answers the operator's analytics as one CSV table, and JSON still by default", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Harbour, at dusk" });
    await t.db.insert(listingViewsDaily).values({ listingId: listing.id, day: isoToday(), views: 4 });
    const response = await getCsv("/api/operators/analytics?period=30d", operator.user.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="skyhire-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Figure,Period,Listing,Currency,Measure,Value");
    expect(lines).toContain(`Totals,${addDays(isoToday(), -29)} to ${isoToday()},,,Listing views,4`);
    expect(lines).toContain(`Listings,${addDays(isoToday(), -29)} to ${isoToday()},"Harbour, at dusk",,Views,4`);
    const json = await get("/api/operators/analytics?period=30d", operator.user.id);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers an operator's statement as JSON or CSV, and refuses bad ranges with a 400 that says why", async () => {
    const operator = await t.makeOperator();
    const range = `from=${addDays(isoToday(), -30)}&to=${isoToday()}`;
    const json = await get(`/api/operator/statements?${range}`, operator.user.id);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ from: addDays(isoToday(), -30), to: isoToday(), entries: [], totals: [] });
    const csv = await getCsv(`/api/operator/statements?${range}`, operator.user.id);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe("Date (UTC),Entry,Job,Invoice,Credit note,Reason,Currency,Amount\r\n");
    const refusals: [string, string][] = [
      ["to=2026-11-30", "from must be a date as YYYY-MM-DD"],
      ["from=2026-13-01&to=2026-11-30", "from must be a date as YYYY-MM-DD"],
      ["from=2026-11-30&to=2026-11-01", "The statement must end on or after its first day: to is before from"],
      ["from=2024-01-01&to=2026-01-01", "A statement covers at most 366 days: ask for a shorter range"],
    ];
    for (const [query, expected] of refusals) {
      const bad = await getCsv(`/api/operator/statements?${query}`, operator.user.id);
      expect(bad.status, query).toBe(400);
      expect(await message(bad), query).toBe(expected);
    }
    expect((await get(`/api/operator/statements?${range}`)).status).toBe(401);
    expect((await get(`/api/operator/statements?${range}`, (await t.makeUser()).id)).status).toBe(403);
  });
});
