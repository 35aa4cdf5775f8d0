import { operatorProfiles, serviceListings, users } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { OPERATIONS } from "./operations";
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

const REASON = "Reason long enough for every admin form.";

function send(method: string, path: string, body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    asUserId,
  });
}

const ADMIN_ROUTES = OPERATIONS.filter((route) => route.path.startsWith("/api/admin/"));

describe("every /api/admin path refuses other roles", () => {
  it("covers the admin area's paths", () => {
    expect(ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/operators",
        "GET /api/admin/operators/{userId}",
        "POST /api/admin/operators/{userId}/approve",
        "POST /api/admin/operators/{userId}/reject",
        "POST /api/admin/operators/{userId}/verify",
        "POST /api/admin/operators/{userId}/unverify",
        "GET /api/admin/documents/expiring",
        "POST /api/admin/operators/{userId}/documents/approve",
        "GET /api/admin/users",
        "POST /api/admin/users/{userId}/role",
        "POST /api/admin/users/{userId}/suspend",
        "POST /api/admin/users/{userId}/reinstate",
        "GET /api/admin/listings",
        "POST /api/admin/listings/{id}/deactivate",
        "POST /api/admin/listings/{id}/reactivate",
        "GET /api/admin/money",
        "GET /api/admin/payments",
        "POST /api/admin/payments/{paymentId}/refund",
        "GET /api/admin/audit",
      ]),
    );
  });

  it("answers 403 to a customer and an operator and 401 signed out, and changes nothing", async () => {
    const customer = await t.makeUser();
    const operator = await t.makeOperator({ approvalStatus: "pending" });
    const listing = await t.makeListing();
    for (const route of ADMIN_ROUTES) {
      const path = route.path
        .replace("{userId}", operator.user.id)
        .replace("{id}", listing.id)
        .replace("{paymentId}", listing.id);
      const body = route.method === "GET" ? undefined : { reason: REASON, role: "admin" };
      for (const [who, userId, status] of [
        ["customer", customer.id, 403],
        ["operator", operator.user.id, 403],
        ["signed out", undefined, 401],
      ] as const) {
        const response = await send(route.method, path, body, userId);
        expect(response.status, `${route.method} ${route.path} as ${who}`).toBe(status);
        expect(((await response.json()) as { message: string }).message).toBe(
          status === 403 ? "You do not have permission to do that" : "Unauthorized",
        );
      }
    }
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    expect(profile?.approvalStatus).toBe("pending");
    const [account] = await t.db.select().from(users).where(eq(users.id, operator.user.id));
    expect(account).toMatchObject({ role: "operator", status: "active" });
    const [row] = await t.db.select().from(serviceListings).where(eq(serviceListings.id, listing.id));
    expect(row?.isActive).toBe(true);
  });
});

describe("as an admin", () => {
  it("lists users with a search and changes a role; bad input is a 400 with the message", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const target = await t.makeUser({ email: "contract-target@example.test" });
    const list = await send("GET", "/api/admin/users?q=contract-target&pageSize=5", undefined, admin.id);
    expect(list.status).toBe(200);
    const page = (await list.json()) as { items: { id: string; role: string; status: string }[]; total: number };
    expect(page).toMatchObject({ total: 1, items: [{ id: target.id, role: "customer", status: "active" }] });

    const changed = await send("POST", `/api/admin/users/${target.id}/role`, { role: "operator", reason: REASON }, admin.id);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: target.id, role: "operator" });

    const short = await send("POST", `/api/admin/users/${target.id}/suspend`, { reason: "no" }, admin.id);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe("Reason must be at least 10 characters");
    const self = await send("POST", `/api/admin/users/${admin.id}/suspend`, { reason: REASON }, admin.id);
    expect(self.status).toBe(403);
    const missing = await send("POST", "/api/admin/users/nobody/reinstate", {}, admin.id);
    expect(missing.status).toBe(404);
    const again = await send("POST", `/api/admin/users/${target.id}/reinstate`, {}, admin.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("This user is not suspended");
  });

  it("moderates a listing, reads the money overview and the audit log", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const listing = await t.makeListing({ title: "Contract moderated listing" });
    const down = await send("POST", `/api/admin/listings/${listing.id}/deactivate`, { reason: REASON }, admin.id);
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ id: listing.id, isActive: false, moderationReason: REASON });

    const money = await send("GET", "/api/admin/money", undefined, admin.id);
    expect(money.status).toBe(200);
    expect(await money.json()).toMatchObject({ totals: [], feesByMonth: [] });
    const badFilter = await send("GET", "/api/admin/payments?status=lost", undefined, admin.id);
    expect(badFilter.status).toBe(400);

    const audit = await send("GET", `/api/admin/audit?targetId=${listing.id}`, undefined, admin.id);
    expect(audit.status).toBe(200);
    expect(await audit.json()).toMatchObject({
      total: 1,
      items: [{ action: "listing.deactivate", reason: REASON, actorId: admin.id, targetLabel: "Contract moderated listing" }],
    });
  });

  it("shows one operator in full and verifies them", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator();
    const detail = await send("GET", `/api/admin/operators/${operator.user.id}`, undefined, admin.id);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ userId: operator.user.id, approvalStatus: "approved", isVerified: false });
    // The pending queue keeps its own path ahead of /{userId}.
    expect((await send("GET", "/api/admin/operators/pending", undefined, admin.id)).status).toBe(200);
    const verified = await send("POST", `/api/admin/operators/${operator.user.id}/verify`, undefined, admin.id);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ isVerified: true });
  });
});

describe("GET /api/operator/documents", () => {
  it("is the operator's own document status; 403 for a customer", async () => {
    const operator = await t.makeOperator({
      licences: [{ type: "CAA License", number: "L-1", expiryDate: "2001-01-01" }],
      insuranceDocs: [{ provider: "Coverdrone", policyNumber: "P-1", coverageAmount: "1", expiryDate: "2099-01-01" }],
    });
    const own = await send("GET", "/api/operator/documents", undefined, operator.user.id);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ state: "expired", expiresOn: "2001-01-01" });
    const customer = await t.makeUser();
    expect((await send("GET", "/api/operator/documents", undefined, customer.id)).status).toBe(403);
  });
});
