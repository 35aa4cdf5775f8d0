import { LIMITS, TAX_MESSAGES } from "@skyhire/validators";
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

const job = {
  title: "Inspect a bridge",
  description: "Close visual inspection of the deck underside.",
  category: "inspection",
  location: "Brisbane",
  budget: "2500+",
  requirements: ["thermal-imaging"],
};

function post(body: unknown, asUserId?: string) {
  return server.request("/api/requests", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

function propose(jobId: string, body: unknown, asUserId: string) {
  return server.request(`/api/requests/${jobId}/proposals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

describe("POST /api/requests/{jobId}/proposals by an operator whose prices exclude tax", () => {
  it("answers 201 with what the customer pays as the quote and the tax it adds; 400 when tax takes it past the maximum", async () => {
    const operator = await t.makeOperator();
    await t.callerFor(operator.user).profiles.operator.updateTaxDetails({ registeredForTax: true, taxRate: "20", pricesIncludeTax: false });
    const body = { quote: "1000", message: "One flight and the edited photos.", timeline: "1 week" };
    const created = await propose((await t.makeJob()).id, body, operator.user.id);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      quote: "1200.00",
      tax: { rate: "20.00", pricesIncludeTax: false, net: "1000.00", tax: "200.00" },
    });
    const tooHigh = await propose((await t.makeJob()).id, { ...body, quote: "900000" }, operator.user.id);
    expect(tooHigh.status).toBe(400);
    expect(await tooHigh.json()).toMatchObject({ message: TAX_MESSAGES.quoteTooHighWithTax });
  });

  it("answers tax null for an operator not registered for tax", async () => {
    const operator = await t.makeOperator();
    const created = await propose((await t.makeJob()).id, { quote: "1000", message: "One flight.", timeline: "1 week" }, operator.user.id);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ quote: "1000.00", tax: null });
  });
});

describe("POST /api/requests", () => {
  it("creates the job with 201", async () => {
    const customer = await t.makeUser();
    const response = await post(job, customer.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      ...job,
      status: "open",
      customerId: customer.id,
    });
  });

  it("is 400 with the form's message and the field errors", async () => {
    const customer = await t.makeUser();
    const response = await post({ ...job, title: "", location: " " }, customer.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Title is required",
      fieldErrors: { title: ["Title is required"], location: ["Location is required"] },
    });
  });

  it("is 401 signed out and 403 for an operator", async () => {
    const signedOut = await post(job);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Unauthorized" });
    const operator = await t.makeOperator();
    expect((await post(job, operator.user.id)).status).toBe(403);
  });
});

describe("GET /api/requests/{jobId} and GET /api/proposals/{id}: one resource, where a 201 points", () => {
  const get = (path: string, asUserId?: string) => server.request(path, { asUserId });

  it("a created job's Location reads it back as it was answered, to its customer and an admin", async () => {
    const customer = await t.makeUser();
    const created = await post(job, customer.id);
    const body = (await created.json()) as { id: string };
    expect(created.headers.get("location")).toBe(`/api/requests/${body.id}`);
    const read = await get(created.headers.get("location")!, customer.id);
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toMatch(/^W\/"/);
    expect(await read.json()).toEqual(body);
    const admin = await t.makeUser({ role: "admin" });
    expect((await get(`/api/requests/${body.id}`, admin.id)).status).toBe(200);
  });

  it("refuses another customer (403), says 404 for an unknown job and 401 signed out", async () => {
    const owner = await t.makeUser();
    const { id } = (await (await post(job, owner.id)).json()) as { id: string };
    const stranger = await t.makeUser();
    const refused = await get(`/api/requests/${id}`, stranger.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "You can only view your own jobs" });
    const unknown = await get("/api/requests/00000000-0000-4000-8000-000000000000", owner.id);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Job not found" });
    expect((await get(`/api/requests/${id}`)).status).toBe(401);
    // An id that is no id at all is just not found, never a server error.
    for (const path of ["/api/requests/not-an-id", "/api/proposals/not-an-id"]) {
      expect((await get(path, owner.id)).status, path).toBe(404);
    }
  });

  it("shows an operator an open job without the customer's message to another, invited operator", async () => {
    const owner = await t.makeUser();
    const invited = await t.makeOperator();
    const other = await t.makeOperator();
    const job = await t.makeJob({ customerId: owner.id, invitedOperatorId: invited.user.id, message: "Only for you: can you fly Friday?" });
    expect(await (await get(`/api/requests/${job.id}`, invited.user.id)).json()).toMatchObject({ message: "Only for you: can you fly Friday?" });
    expect(await (await get(`/api/requests/${job.id}`, other.user.id)).json()).toMatchObject({ id: job.id, message: null });
  });

  it("shows an operator a job no longer open only when they proposed on it", async () => {
    const owner = await t.makeUser();
    const proposer = await t.makeOperator();
    const job = await t.makeJob({ customerId: owner.id });
    const proposed = await propose(job.id, { quote: "900", message: "We fly it next week with a thermal camera.", timeline: "1 week" }, proposer.user.id);
    expect(proposed.status).toBe(201);
    const proposal = (await proposed.json()) as { id: string };
    expect(proposed.headers.get("location")).toBe(`/api/proposals/${proposal.id}`);
    await t.callerFor(owner).escrow.cancel({ jobId: job.id });
    expect((await get(`/api/requests/${job.id}`, proposer.user.id)).status).toBe(200);
    const outsider = await t.makeOperator();
    const refused = await get(`/api/requests/${job.id}`, outsider.user.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "You can only view jobs you proposed on" });
  });

  it("reads a proposal to the operator who sent it, the job's customer and admins; nobody else", async () => {
    const owner = await t.makeUser();
    const sender = await t.makeOperator();
    const job = await t.makeJob({ customerId: owner.id });
    const created = await propose(job.id, { quote: "1200", message: "Two flights and a written report within the week.", timeline: "1 week" }, sender.user.id);
    const proposal = (await created.json()) as { id: string };
    for (const reader of [sender.user.id, owner.id, (await t.makeUser({ role: "admin" })).id]) {
      const read = await get(created.headers.get("location")!, reader);
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual(proposal);
    }
    const rival = await t.makeOperator();
    const refused = await get(`/api/proposals/${proposal.id}`, rival.user.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "You can only view proposals you sent or received" });
    expect((await get("/api/proposals/00000000-0000-4000-8000-000000000000", owner.id)).status).toBe(404);
  });
});

describe("GET /api/requests", () => {
  it("lists job requests newest first as a JSON array, paged in Link and X-Total-Count", async () => {
    const newest = await t.makeJob({
      title: "Newest over HTTP",
      createdAt: new Date(Date.now() + 60_000),
    });
    for (let i = 0; i < LIMITS.pageSizeDefault; i += 1) await t.makeJob({ title: `Older job ${i}` });
    const response = await server.request("/api/requests");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(LIMITS.pageSizeDefault);
    const total = Number(response.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(LIMITS.pageSizeDefault);
    const lastPage = Math.ceil(total / LIMITS.pageSizeDefault);
    expect(response.headers.get("link")).toBe(
      [
        `</api/requests?page=1&pageSize=${LIMITS.pageSizeDefault}>; rel="first"`,
        `</api/requests?page=2&pageSize=${LIMITS.pageSizeDefault}>; rel="next"`,
        `</api/requests?page=${lastPage}&pageSize=${LIMITS.pageSizeDefault}>; rel="last"`,
      ].join(", "),
    );
    const last = await server.request(`/api/requests?page=${lastPage}&pageSize=${LIMITS.pageSizeDefault}`);
    expect(last.headers.get("link")).toContain(`rel="prev"`);
    expect(last.headers.get("link")).not.toContain(`rel="next"`);
    expect(body[0]).toMatchObject({
      id: newest.id,
      title: "Newest over HTTP",
      location: "Sydney",
      status: "open",
    });
  });

  it("is 400 for a bad page size", async () => {
    const response = await server.request("/api/requests?pageSize=500");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      `Page size must be between 1 and ${LIMITS.pageSizeMax}`,
    );
  });
});

describe("GET /api/requests/customer/{userId}", () => {
  it("returns the customer's own requests", async () => {
    const customer = await t.makeUser();
    const mine = await t.makeJob({ customerId: customer.id });
    await t.makeJob();
    const response = await server.request(`/api/requests/customer/${customer.id}`, {
      asUserId: customer.id,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items.map((j: { id: string }) => j.id)).toEqual([mine.id]);
  });

  it("is 401 signed out and 403 for another customer", async () => {
    const owner = await t.makeUser();
    expect((await server.request(`/api/requests/customer/${owner.id}`)).status).toBe(401);
    const stranger = await t.makeUser();
    const response = await server.request(`/api/requests/customer/${owner.id}`, {
      asUserId: stranger.id,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: "You can only view your own job requests" });
  });

  it("is 400 for a bad page", async () => {
    const customer = await t.makeUser();
    const response = await server.request(`/api/requests/customer/${customer.id}?page=-1`, {
      asUserId: customer.id,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Page must be at least 1");
  });
});
