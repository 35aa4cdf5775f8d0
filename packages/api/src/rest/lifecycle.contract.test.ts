import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerWithCard, jobWithProposals } from "../services/lifecycle/test-fixtures";
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

function send(method: string, path: string, body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    asUserId,
  });
}
const get = (path: string, asUserId?: string) => server.request(path, { asUserId });
const post = (path: string, body: unknown, asUserId?: string) => send("POST", path, body, asUserId);

const proposalBody = { quote: 1500, message: "Licensed pilot, thermal camera.", timeline: "5 days" };

describe("POST /api/requests/{id}/proposals and GET /api/requests/{id}/proposals", () => {
  it("creates a proposal (201) and lists it on the job for its customer (200)", async () => {
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id });
    const operator = await t.makeOperator();
    const created = await post(`/api/requests/${job.id}/proposals`, proposalBody, operator.user.id);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ status: "pending", quote: "1500.00", jobRequestId: job.id });
    const listed = await get(`/api/requests/${job.id}/proposals`, customer.id);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { proposals: { operator: { id: string } }[] };
    expect(body.proposals.map((p) => p.operator.id)).toEqual([operator.user.id]);
  });

  it("answers 400 with field errors, 401 signed out, 403 for a customer or unapproved operator, 404 unknown job", async () => {
    const job = await t.makeJob();
    const operator = await t.makeOperator();
    const bad = await post(`/api/requests/${job.id}/proposals`, { ...proposalBody, quote: 0 }, operator.user.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "Quote must be greater than 0",
      fieldErrors: { quote: ["Quote must be greater than 0"] },
    });
    expect((await post(`/api/requests/${job.id}/proposals`, proposalBody)).status).toBe(401);
    const customer = await t.makeUser();
    expect((await post(`/api/requests/${job.id}/proposals`, proposalBody, customer.id)).status).toBe(403);
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const refused = await post(`/api/requests/${job.id}/proposals`, proposalBody, pending.user.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: M.operatorNotApproved });
    expect((await post(`/api/requests/missing/proposals`, proposalBody, operator.user.id)).status).toBe(404);
    expect((await get(`/api/requests/missing/proposals`, customer.id)).status).toBe(404);
    expect((await get(`/api/requests/${job.id}/proposals`)).status).toBe(401);
    expect((await get(`/api/requests/${job.id}/proposals`, customer.id)).status).toBe(403);
  });
});

describe("accept → pay → delivered → release over REST", () => {
  it("runs the escrow end to end with 200s, and 409 for a second proposal", async () => {
    const { customer, job, operators, proposals } = await jobWithProposals(t, 2);
    const accepted = await post(`/api/proposals/${proposals[0]!.id}/accept`, undefined, customer.id);
    expect(accepted.status).toBe(200);
    const other = await post(`/api/proposals/${proposals[1]!.id}/accept`, undefined, customer.id);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ message: M.anotherAccepted });

    const paid = await post(`/api/requests/${job.id}/pay`, undefined, customer.id);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ outcome: "paid", testMode: true, payment: { status: "completed" } });
    const delivered = await post(`/api/proposals/${proposals[0]!.id}/delivered`, undefined, operators[0]!.user.id);
    expect(delivered.status).toBe(200);
    const released = await post(`/api/requests/${job.id}/release`, undefined, customer.id);
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ outcome: "released", payment: { operatorPayout: "900.00" } });

    const stats = await get("/api/customer/stats", customer.id);
    expect(await stats.json()).toMatchObject({ completedProjects: 1, totalSpent: [{ currency: "HKD", amount: "1000.00" }] });
    const earnings = await get("/api/operator/earnings", operators[0]!.user.id);
    expect(await earnings.json()).toMatchObject({ payoutsPaid: [{ currency: "HKD", amount: "900.00" }] });

    const review = await post("/api/reviews", { jobId: job.id, rating: 5, comment: "Great" }, customer.id);
    expect(review.status).toBe(201);
    const reviews = await get(`/api/operators/${operators[0]!.user.id}/reviews`);
    expect(await reviews.json()).toMatchObject({ total: 1, averageRating: 5 });

    const invoices = await get("/api/invoices", customer.id);
    const list = (await invoices.json()) as { items: { id: string; status: string }[] };
    expect(list.items[0]?.status).toBe("paid");
    expect((await get(`/api/invoices/${list.items[0]!.id}`, customer.id)).status).toBe(200);
    expect((await get(`/api/invoices/${list.items[0]!.id}`, operators[0]!.user.id)).status).toBe(403);
    expect((await get(`/api/invoices/missing`, customer.id)).status).toBe(404);
  });

  it("answers 401, 403 and 404 on the escrow calls", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 1);
    const stranger = await t.makeUser();
    expect((await post(`/api/proposals/${proposals[0]!.id}/accept`, undefined)).status).toBe(401);
    expect((await post(`/api/proposals/${proposals[0]!.id}/accept`, undefined, stranger.id)).status).toBe(403);
    expect((await post(`/api/proposals/missing/accept`, undefined, customer.id)).status).toBe(404);
    expect((await post(`/api/requests/${job.id}/pay`, undefined)).status).toBe(401);
    expect((await post(`/api/requests/${job.id}/pay`, undefined, stranger.id)).status).toBe(403);
    expect((await post(`/api/requests/missing/pay`, undefined, customer.id)).status).toBe(404);
    expect((await post(`/api/requests/${job.id}/release`, undefined, stranger.id)).status).toBe(403);
    expect((await post(`/api/requests/${job.id}/refund`, undefined, stranger.id)).status).toBe(403);
    const cancelled = await post(`/api/requests/${job.id}/cancel`, undefined, customer.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ id: job.id, status: "cancelled" });
  });

  it("lets the operator edit and withdraw over PUT/POST, with 400 and 403", async () => {
    const { operators, proposals } = await jobWithProposals(t, 2);
    const id = proposals[0]!.id;
    const edited = await send("PUT", `/api/proposals/${id}`, { ...proposalBody, quote: "1400" }, operators[0]!.user.id);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ quote: "1400.00" });
    const invalid = await send("PUT", `/api/proposals/${id}`, { ...proposalBody, timeline: "" }, operators[0]!.user.id);
    expect(invalid.status).toBe(400);
    expect((await send("PUT", `/api/proposals/${id}`, proposalBody, operators[1]!.user.id)).status).toBe(403);
    expect((await post(`/api/proposals/${id}/withdraw`, undefined, operators[0]!.user.id)).status).toBe(200);
    const mine = await get("/api/operators/proposals?status=rejected", operators[0]!.user.id);
    expect(await mine.json()).toMatchObject({ total: 1, items: [{ id, rejectionReason: "withdrawn" }] });
    expect((await get("/api/operators/proposals?status=nope", operators[0]!.user.id)).status).toBe(400);
  });
});

describe("messages and notifications over REST", () => {
  it("opens a thread, sends and reads messages, counts unread; 400, 401, 403, 404", async () => {
    const { customer, job, operators } = await jobWithProposals(t, 1);
    const opened = await post("/api/conversations", { jobId: job.id, operatorId: operators[0]!.user.id }, customer.id);
    expect(opened.status).toBe(200);
    const { id } = (await opened.json()) as { id: string };
    const sent = await post(`/api/conversations/${id}/messages`, { body: "Hello" }, customer.id);
    expect(sent.status).toBe(201);
    expect(await (await get("/api/messages/unread-count", operators[0]!.user.id)).json()).toEqual({ count: 1 });
    const page = await get(`/api/conversations/${id}/messages`, operators[0]!.user.id);
    expect(await page.json()).toMatchObject({ items: [{ body: "Hello", mine: false }] });
    expect((await post(`/api/conversations/${id}/read`, undefined, operators[0]!.user.id)).status).toBe(200);
    expect(await (await get("/api/messages/unread-count", operators[0]!.user.id)).json()).toEqual({ count: 0 });
    expect((await post(`/api/conversations/${id}/messages`, { body: "" }, customer.id)).status).toBe(400);
    expect((await get(`/api/conversations/${id}/messages`)).status).toBe(401);
    const stranger = await t.makeUser();
    expect((await get(`/api/conversations/${id}/messages`, stranger.id)).status).toBe(403);
    expect((await get(`/api/conversations/missing/messages`, customer.id)).status).toBe(404);
    const threads = await get("/api/conversations", customer.id);
    expect(await threads.json()).toMatchObject({ total: 1, items: [{ id }] });

    const notes = await get("/api/notifications?unreadOnly=true", customer.id);
    expect(await notes.json()).toMatchObject({ unreadCount: 1, items: [{ type: "proposal_received" }] });
    const read = await post("/api/notifications/read", {}, customer.id);
    expect(await read.json()).toEqual({ updated: 1, unreadCount: 0 });
    expect((await post("/api/notifications/read", { ids: "x" }, customer.id)).status).toBe(400);
    expect((await get("/api/notifications")).status).toBe(401);
  });
});
