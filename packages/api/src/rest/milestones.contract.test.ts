import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerWithCard } from "../services/lifecycle/test-fixtures";
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

describe("milestones over REST", () => {
  it("plans, funds, delivers and confirms a milestone with 200s; 400, 401, 403 and 404 as problem details", async () => {
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id });
    const operator = await t.makeOperator();
    const proposalBody = { quote: 1000, message: "Two stages.", timeline: "2 weeks" };
    const created = await post(`/api/requests/${job.id}/proposals`, proposalBody, operator.user.id);
    expect(created.status).toBe(201);
    const plan = { milestones: [{ title: "Flight", amount: "400" }, { title: "Report", amount: "600", dueDate: "2030-03-01" }] };
    const bad = await post(`/api/jobs/${job.id}/milestones`, { milestones: [{ title: "Flight", amount: "400" }] }, operator.user.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: M.milestonesSum });
    expect((await post(`/api/jobs/${job.id}/milestones`, plan, operator.user.id)).status).toBe(200);
    const { id: proposalId } = (await created.json()) as { id: string };
    expect((await post(`/api/proposals/${proposalId}/accept`, {}, customer.id)).status).toBe(200);

    const listed = await get(`/api/jobs/${job.id}/milestones`, customer.id);
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as { items: { id: string; state: string; amount: string }[] };
    expect(items.map((m) => [m.amount, m.state])).toEqual([
      ["400.00", "unfunded"],
      ["600.00", "unfunded"],
    ]);
    const first = items[0]!.id;
    expect((await post(`/api/milestones/${first}/fund`, {}, customer.id)).status).toBe(200);
    expect((await post(`/api/milestones/${first}/deliver`, { note: "" }, operator.user.id)).status).toBe(400);
    expect((await post(`/api/milestones/${first}/deliver`, { note: "Footage shared." }, operator.user.id)).status).toBe(200);
    expect((await post(`/api/milestones/${first}/confirm`, {}, operator.user.id)).status).toBe(403);
    const confirmed = await post(`/api/milestones/${first}/confirm`, {}, customer.id);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ outcome: "released", payment: { status: "released", amount: "400.00" } });

    expect((await get(`/api/jobs/${job.id}/milestones`)).status).toBe(401);
    const missing = await post(`/api/milestones/missing/confirm`, {}, customer.id);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/problem+json");
    expect(await missing.json()).toMatchObject({ message: M.milestoneNotFound });
  });
});
