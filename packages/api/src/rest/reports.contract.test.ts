import { reports } from "@skyhire/db";
import { REPORT_MESSAGES as M } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeReview } from "../services/reports.fixtures";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

/** POST /api/reports and GET /api/reports (docs/api.md, docs/product.md#reports). */
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

const post = (body: unknown, asUserId?: string) => server.postJson("/api/reports", body, asUserId);


const details = "The review names a different company.";

describe("reports over REST", () => {
  it("files a report (201), refuses the same open report again (409) and lists the caller's reports", async () => {
    const review = await makeReview(t);
    const customer = await t.makeUser();
    const body = { targetType: "review", targetId: review.id, reason: "misleading", details };
    const filed = await post(body, customer.id);
    expect(filed.status).toBe(201);
    const report = (await filed.json()) as { id: string };
    expect(report).toMatchObject({ targetType: "review", targetId: review.id, reason: "misleading", details, status: "open" });

    const again = await post(body, customer.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: M.duplicate });

    const mine = await server.request("/api/reports", { asUserId: customer.id });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { id: string }[]).map((row) => row.id)).toEqual([report.id]);
  });

  it("answers 404 for an unknown target, 400 with the field's message for bad input, 401 signed out; files nothing", async () => {
    const customer = await t.makeUser();
    const unknown = await post(
      { targetType: "listing", targetId: "00000000-0000-4000-8000-000000000000", reason: "fraud", details },
      customer.id,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: M.listingNotFound });

    const review = await makeReview(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ targetType: "user", targetId: review.id, reason: "spam", details }, M.targetType],
      [{ targetType: "review", targetId: review.id, reason: "boring", details }, M.reason],
      [{ targetType: "review", targetId: review.id, reason: "spam", details: "bad" }, M.detailsShort],
      [{ targetType: "review", targetId: review.id, reason: "spam", details: "x".repeat(1001) }, M.detailsLong],
    ];
    for (const [body, message] of cases) {
      const bad = await post(body, customer.id);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toContain(message);
    }
    expect((await post({ targetType: "review", targetId: review.id, reason: "spam", details })).status).toBe(401);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, customer.id))).toEqual([]);
  });

  it("an admin hides the reported review (POST …/decision): GET /api/listings/{id}/reviews leaves it out at once", async () => {
    const listing = await t.makeListing();
    const reviewId = (await makeReview(t, { operatorId: listing.operatorId, comment: "Awful people" })).id;
    const customer = await t.makeUser();
    const admin = await t.makeUser({ role: "admin" });
    expect((await post({ targetType: "review", targetId: reviewId, reason: "offensive", details }, customer.id)).status).toBe(201);
    const shown = await server.request(`/api/listings/${listing.id}/reviews`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ total: 1, items: [{ id: reviewId }] });

    const queue = await server.request("/api/admin/reports", { asUserId: admin.id });
    expect(queue.status).toBe(200);
    expect(((await queue.json()) as { items: { targetId: string }[] }).items.map((item) => item.targetId)).toContain(reviewId);
    const decide = (body: unknown, asUserId: string) =>
      server.postJson(`/api/admin/reports/review/${reviewId}/decision`, body, asUserId);
    expect((await decide({ action: "hide", reason: "Abusive wording." }, customer.id)).status).toBe(403);
    const noReason = await decide({ action: "hide" }, admin.id);
    expect(noReason.status).toBe(400);
    const hidden = await decide({ action: "hide", reason: "Abusive wording." }, admin.id);
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ targetType: "review", targetId: reviewId, action: "hide", resolved: 1 });

    const gone = await server.request(`/api/listings/${listing.id}/reviews`);
    expect(await gone.json()).toMatchObject({ total: 0, items: [], averageRating: 0 });
    expect((await server.request("/api/listings/00000000-0000-4000-8000-000000000000/reviews")).status).toBe(404);
  });
});
