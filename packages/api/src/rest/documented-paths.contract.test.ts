/**
 * The 14 calls of docs/product.md#rest-api, one test each, against the shape that table documents:
 * a client written against it keeps working.
 */
import { tokenizeOfflineCard } from "@skyhire/payments";
import { LIMITS } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { onboardingPayload } from "../services/operator-onboarding.fixtures";
import { createTestContext, TEST_BIO, type TestContext } from "../testing";
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

function send(method: string, path: string, body?: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    asUserId,
  });
}

/** The status, then the body parsed by the documented shape (a mismatch fails with zod's issues). */
async function expectShape<T>(response: Response, status: number, shape: z.ZodType<T>): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  const parsed = shape.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as T;
}

const currentUser = z.object({
  id: z.string(),
  role: z.enum(["customer", "operator", "admin"]),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
const listing = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.string(),
  operator: z.object({ companyName: z.string() }),
});
const jobSummary = z.object({ id: z.string(), title: z.string(), location: z.string(), status: z.string() });
const customerProfile = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  preferredContact: z.string(),
  billingInfo: z.unknown(),
  createdAt: z.string(),
});
const operatorProfile = z.object({ companyName: z.string(), bio: z.string(), defaultMargin: z.union([z.string(), z.number()]) });
const job = {
  title: "Inspect a bridge",
  description: "Close visual inspection of the deck underside.",
  category: "inspection",
  location: "Brisbane",
  budget: "2500+",
  requirements: ["thermal-imaging"],
};
const editor = {
  companyName: "Harbour Aerial",
  bio: TEST_BIO,
  qualifications: ["CAA Licence"],
  serviceAreas: ["Hong Kong"],
  licences: [],
  insuranceDocs: [],
  portfolioItems: [],
  defaultMargin: 15,
};

describe("the documented REST paths answer their documented shape", () => {
  it("GET /api/auth/user: the current user", async () => {
    const user = await t.makeUser();
    const me = await expectShape(await send("GET", "/api/auth/user", undefined, user.id), 200, currentUser);
    expect(me.id).toBe(user.id);
  });

  it("GET /api/listings: a JSON array of public listings with their operator, paged in headers", async () => {
    await t.makeListing();
    const response = await send("GET", "/api/listings?pageSize=1");
    const page = await expectShape(response, 200, z.array(listing).length(1));
    expect(page[0]?.operator.companyName).toBeTruthy();
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    expect(response.headers.get("link")).toMatch(/rel="first"/);
  });

  it("GET /api/listings/{id}: one listing", async () => {
    const made = await t.makeListing();
    const one = await expectShape(await send("GET", `/api/listings/${made.id}`), 200, listing);
    expect(one.id).toBe(made.id);
  });

  it("GET /api/requests: a JSON array of job requests (id, title, location, status), paged in headers", async () => {
    await t.makeJob();
    const response = await send("GET", "/api/requests");
    const jobs = await expectShape(response, 200, z.array(jobSummary).min(1).max(LIMITS.pageSizeDefault));
    expect(jobs[0]).not.toHaveProperty("customerId");
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(jobs.length);
  });

  it("GET /api/requests/customer/{userId}: a customer's own requests", async () => {
    const customer = await t.makeUser();
    const mine = await t.makeJob({ customerId: customer.id });
    const page = await expectShape(
      await send("GET", `/api/requests/customer/${customer.id}`, undefined, customer.id),
      200,
      z.object({ items: z.array(jobSummary), total: z.number() }),
    );
    expect(page.items.map((item) => item.id)).toEqual([mine.id]);
  });

  it("POST /api/requests: the created job request", async () => {
    const customer = await t.makeUser();
    const created = await expectShape(await send("POST", "/api/requests", job, customer.id), 201, jobSummary);
    expect(created).toMatchObject({ title: job.title, status: "open" });
  });

  it("GET /api/customers/profile: name, phone, company, preferredContact, billingInfo, createdAt", async () => {
    const customer = await t.makeUser();
    await send("POST", "/api/customers/profile", { name: "Casey Doe", preferredContact: "email" }, customer.id);
    await expectShape(await send("GET", "/api/customers/profile", undefined, customer.id), 200, customerProfile);
  });

  it("POST / PUT /api/customers/profile: the saved profile", async () => {
    const customer = await t.makeUser();
    const body = { name: "Casey Doe", phone: "+61 400 000 000", company: "Doe Co", preferredContact: "phone" };
    await expectShape(await send("POST", "/api/customers/profile", body, customer.id), 201, customerProfile);
    const updated = await expectShape(
      await send("PUT", "/api/customers/profile", { ...body, name: "Casey Roe" }, customer.id),
      200,
      customerProfile,
    );
    expect(updated.name).toBe("Casey Roe");
  });

  it("GET /api/operators/profile: the operator's own profile", async () => {
    const operator = await t.makeOperator();
    await expectShape(await send("GET", "/api/operators/profile", undefined, operator.user.id), 200, operatorProfile);
  });

  it("POST / PUT /api/operators/profile: the saved profile", async () => {
    const user = await t.makeUser();
    await expectShape(await send("POST", "/api/operators/profile", editor, user.id), 201, operatorProfile);
    const updated = await expectShape(
      await send("PUT", "/api/operators/profile", { ...editor, companyName: "Harbour Aerial Two" }, user.id),
      200,
      operatorProfile,
    );
    expect(updated.companyName).toBe("Harbour Aerial Two");
  });

  it("POST /api/auth/register: the new account", async () => {
    const email = `documented-${Date.now()}@example.test`;
    const account = await expectShape(
      await send("POST", "/api/auth/register", { email, password: "long-enough", confirmPassword: "long-enough" }),
      201,
      z.object({ id: z.string(), email: z.string() }),
    );
    expect(account.email).toBe(email);
  });

  it("POST /api/operator-profile: the submitted onboarding profile", async () => {
    const user = await t.makeUser();
    await expectShape(
      await send("POST", "/api/operator-profile", onboardingPayload(), user.id),
      201,
      z.object({ profileId: z.string(), userId: z.literal(user.id), approvalStatus: z.literal("pending") }),
    );
  });

  it("POST /api/job-requests: the created job request", async () => {
    const user = await t.makeUser();
    const body = {
      title: "Vineyard crop health survey",
      category: "agriculture",
      description: "Multispectral survey of 40 hectares of vines before harvest.",
      location: "Adelaide Hills",
      budgetMin: 800,
      budgetMax: 1500,
      timeline: "month",
    };
    await expectShape(await send("POST", "/api/job-requests", body, user.id), 201, jobSummary);
  });

  it("POST /api/customer/payment-method: the saved card's masked details", async () => {
    const user = await t.makeUser();
    await t.callerFor(user).onboarding.saveContact({
      fullName: "Sam Rivera",
      phoneNumber: "+1 555 010 0199",
      preferredContact: "email",
    });
    const expYear = new Date().getUTCFullYear() + 3;
    const paymentMethodId = tokenizeOfflineCard({ number: "4242424242424242", expMonth: 9, expYear, cvc: "123" });
    await expectShape(
      await send("POST", "/api/customer/payment-method", { paymentMethodId }, user.id),
      200,
      z.object({ cardLast4: z.literal("4242"), expMonth: z.number(), expYear: z.number(), brand: z.string() }),
    );
  });
});
