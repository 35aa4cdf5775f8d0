import { jobRequests } from "@skyhire/db";
import { IDEMPOTENCY_MESSAGES } from "@skyhire/validators";
import { eq } from "drizzle-orm";
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
};

function postJob(body: unknown, { key, asUserId }: { key?: string; asUserId?: string }) {
  return server.request("/api/requests", {
    method: "POST",
    headers: { "content-type": "application/json", ...(key !== undefined && { "idempotency-key": key }) },
    body: JSON.stringify(body),
    asUserId,
  });
}

async function jobsOf(customerId: string) {
  return t.db.select({ id: jobRequests.id }).from(jobRequests).where(eq(jobRequests.customerId, customerId));
}

describe("POST with an Idempotency-Key", () => {
  it("creates one job when sent twice, and the second answer is the first one replayed", async () => {
    const customer = await t.makeUser();
    const first = await postJob(job, { key: "retry-1", asUserId: customer.id });
    const second = await postJob(job, { key: "retry-1", asUserId: customer.id });

    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await second.json()).toEqual(await first.json());
    expect(await jobsOf(customer.id)).toHaveLength(1);
  });

  it("creates one job when the same request is sent twice at once: the other is 409 or the replay", async () => {
    const customer = await t.makeUser();
    const answers = await Promise.all([
      postJob(job, { key: "at-once", asUserId: customer.id }),
      postJob(job, { key: "at-once", asUserId: customer.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await jobsOf(customer.id)).toHaveLength(1);
  });

  it("creates a job per key, and one per request without a key", async () => {
    const customer = await t.makeUser();
    await postJob(job, { key: "a", asUserId: customer.id });
    await postJob(job, { key: "b", asUserId: customer.id });
    await postJob(job, { asUserId: customer.id });
    await postJob(job, { asUserId: customer.id });
    expect(await jobsOf(customer.id)).toHaveLength(4);
  });

  it("refuses the same key with another body: 422, and nothing is created", async () => {
    const customer = await t.makeUser();
    await postJob(job, { key: "once", asUserId: customer.id });
    const response = await postJob({ ...job, title: "Inspect a tunnel" }, { key: "once", asUserId: customer.id });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, detail: IDEMPOTENCY_MESSAGES.otherRequest });
    expect(await jobsOf(customer.id)).toHaveLength(1);
  });

  it("keeps no refusal: after a 400 the same key with the corrected body creates the job", async () => {
    const customer = await t.makeUser();
    const refused = await postJob({ ...job, title: "" }, { key: "fix-me", asUserId: customer.id });
    expect(refused.status).toBe(400);
    const fixed = await postJob(job, { key: "fix-me", asUserId: customer.id });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
    expect(await jobsOf(customer.id)).toHaveLength(1);
  });

  it("keeps each account's keys apart", async () => {
    const one = await t.makeUser();
    const two = await t.makeUser();
    await postJob(job, { key: "same", asUserId: one.id });
    const response = await postJob(job, { key: "same", asUserId: two.id });
    expect(response.status).toBe(201);
    expect(response.headers.get("idempotent-replayed")).toBeNull();
    expect(await jobsOf(two.id)).toHaveLength(1);
  });

  it("is 400 with the rule for a key that is too long or not visible ASCII, and creates nothing", async () => {
    const customer = await t.makeUser();
    for (const key of ["k".repeat(256), "two words"]) {
      const response = await postJob(job, { key, asUserId: customer.id });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ detail: IDEMPOTENCY_MESSAGES.invalidKey });
    }
    expect(await jobsOf(customer.id)).toHaveLength(0);
  });

  it("changes nothing for a caller who is not signed in: the usual 401", async () => {
    const response = await postJob(job, { key: "anonymous" });
    expect(response.status).toBe(401);
  });
});
