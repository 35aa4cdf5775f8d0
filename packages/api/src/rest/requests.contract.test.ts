import { LIMITS } from "@skyhire/validators";
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
