import { DISPUTE_MESSAGES as DM } from "@skyhire/validators";
import { milestones } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiredJob } from "../services/lifecycle/test-fixtures";
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

const post = (path: string, body: unknown, asUserId?: string) =>
  server.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), asUserId });
const get = (path: string, asUserId?: string) => server.request(path, { asUserId });

describe("disputes over REST", () => {
  it("opens, talks, settles 70/30 and decides with documented bodies; a frozen confirm is a 409 problem", async () => {
    const settledDeal = await hiredJob(t, 1);
    const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, settledDeal.job.id));
    const customerId = settledDeal.customer.id;
    const operatorId = settledDeal.operator.user.id;
    const bad = await post("/api/disputes", { milestoneId: milestone!.id, reason: "late", text: "" }, customerId);
    expect(bad.status).toBe(400);
    const opened = await post("/api/disputes", { milestoneId: milestone!.id, reason: "late", text: "Nothing arrived by the due date." }, customerId);
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as { id: string; status: string; amount: string };
    expect(dispute).toMatchObject({ status: "open", amount: "1000.00" });

    await t.db.update(milestones).set({ deliveredAt: new Date() }).where(eq(milestones.id, milestone!.id));
    const frozen = await post(`/api/milestones/${milestone!.id}/confirm`, {}, customerId);
    expect(frozen.status).toBe(409);
    expect(frozen.headers.get("content-type")).toContain("application/problem+json");
    expect(await frozen.json()).toMatchObject({ message: DM.frozen });

    expect((await post(`/api/disputes/${dispute.id}/messages`, { body: "Flown on Tuesday." }, operatorId)).status).toBe(200);
    const proposed = await post(`/api/disputes/${dispute.id}/settlements`, { operatorAmount: "700" }, customerId);
    expect(proposed.status).toBe(200);
    const settlement = (await proposed.json()) as { id: string; operatorAmount: string };
    expect(settlement.operatorAmount).toBe("700.00");
    expect((await post(`/api/settlements/${settlement.id}/accept`, {}, customerId)).status).toBe(403);
    const accepted = await post(`/api/settlements/${settlement.id}/accept`, {}, operatorId);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: "settled", outcome: "split", operatorAmount: "700.00" });

    const listed = await get("/api/disputes", customerId);
    expect(listed.status).toBe(200);
    const one = await get(`/api/disputes/${dispute.id}`, operatorId);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ messages: [{ side: "operator", body: "Flown on Tuesday." }] });
    expect((await get(`/api/disputes/${dispute.id}`)).status).toBe(401);
    expect((await get("/api/disputes/missing", customerId)).status).toBe(404);

    const refundDeal = await hiredJob(t, 1);
    const [other] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, refundDeal.job.id));
    const second = await post(
      "/api/disputes",
      { milestoneId: other!.id, reason: "not_delivered", text: "The operator never came." },
      refundDeal.operator.user.id,
    );
    const { id: secondId } = (await second.json()) as { id: string };
    const admin = await t.makeUser({ role: "admin" });
    const early = await post(`/api/admin/disputes/${secondId}/decision`, { outcome: "refund", reason: "No delivery was shown." }, admin.id);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: DM.notEscalated });
    expect((await post(`/api/disputes/${secondId}/escalate`, {}, refundDeal.customer.id)).status).toBe(200);
    expect((await post(`/api/admin/disputes/${secondId}/decision`, { outcome: "refund", reason: "x" }, admin.id)).status).toBe(400);
    const decided = await post(`/api/admin/disputes/${secondId}/decision`, { outcome: "refund", reason: "No delivery was shown." }, admin.id);
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ status: "decided", outcome: "refund" });
    expect((await post(`/api/admin/disputes/${secondId}/decision`, { outcome: "refund", reason: "No delivery was shown." }, customerId)).status).toBe(403);
  });
});
