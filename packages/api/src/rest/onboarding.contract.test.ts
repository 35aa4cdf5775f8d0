import { customerProfiles } from "@skyhire/db";
import { tokenizeOfflineCard } from "@skyhire/payments";
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

function post(path: string, body: unknown, asUserId?: string) {
  return server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

const expYear = new Date().getUTCFullYear() + 3;

/** A customer who went through the contact step. */
async function customerWithContact() {
  const user = await t.makeUser();
  await t.callerFor(user).onboarding.saveContact({
    fullName: "Sam Rivera",
    phoneNumber: "+1 555 010 0199",
    preferredContact: "email",
  });
  return user;
}

async function billingInfoOf(userId: string) {
  const [row] = await t.db
    .select({ billingInfo: customerProfiles.billingInfo })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId));
  return row?.billingInfo ?? null;
}

describe("POST /api/customer/payment-method", () => {
  it("saves the card and answers 200 with its masked details", async () => {
    const user = await customerWithContact();
    const paymentMethodId = tokenizeOfflineCard({ number: "4242424242424242", expMonth: 9, expYear, cvc: "123" });
    const response = await post("/api/customer/payment-method", { paymentMethodId }, user.id);
    expect(response.status).toBe(200);
    const expected = { cardLast4: "4242", expMonth: 9, expYear, brand: "visa" };
    expect(await response.json()).toEqual(expected);
    expect(await billingInfoOf(user.id)).toEqual(expected);
  });

  it("is 400 with the message for a missing id, and for a declined card, saving nothing", async () => {
    const user = await customerWithContact();
    const missing = await post("/api/customer/payment-method", {}, user.id);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: "Payment method is required",
      fieldErrors: { paymentMethodId: ["Payment method is required"] },
    });

    const declinedId = tokenizeOfflineCard({ number: "4000000000000002", expMonth: 9, expYear, cvc: "123" });
    const declined = await post("/api/customer/payment-method", { paymentMethodId: declinedId }, user.id);
    expect(declined.status).toBe(400);
    expect(await declined.json()).toMatchObject({ message: "Your card was declined." });
    expect(await billingInfoOf(user.id)).toBeNull();
  });

  it("is 400 before the contact details are saved", async () => {
    const user = await t.makeUser();
    const paymentMethodId = tokenizeOfflineCard({ number: "4242424242424242", expMonth: 9, expYear, cvc: "123" });
    const response = await post("/api/customer/payment-method", { paymentMethodId }, user.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Please save your contact details before adding a payment method",
    });
  });

  it("is 401 signed out and 403 for an operator", async () => {
    const signedOut = await post("/api/customer/payment-method", { paymentMethodId: "pm_x" });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Unauthorized" });
    const operator = await t.makeOperator();
    expect((await post("/api/customer/payment-method", { paymentMethodId: "pm_x" }, operator.user.id)).status).toBe(
      403,
    );
  });
});

const job = {
  title: "Vineyard crop health survey",
  category: "agriculture",
  description: "Multispectral survey of 40 hectares of vines before harvest.",
  location: "Adelaide Hills",
  budgetMin: 800,
  budgetMax: 1500,
  timeline: "month",
};

describe("POST /api/job-requests", () => {
  it("creates the job with 201", async () => {
    const user = await t.makeUser();
    const response = await post("/api/job-requests", job, user.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ...job, status: "open", customerId: user.id });

    const mine = await server.request(`/api/requests/customer/${user.id}`, { asUserId: user.id });
    expect((await mine.json()).items).toEqual([expect.objectContaining({ title: job.title })]);
  });

  it("is 400 with the spec's messages and the field errors", async () => {
    const user = await t.makeUser();
    const response = await post(
      "/api/job-requests",
      { title: "Pix", description: "Too short", category: "", location: "", budgetMin: 20, budgetMax: 50, timeline: "" },
      user.id,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Job title is required",
      fieldErrors: {
        title: ["Job title is required"],
        description: ["Provide a detailed description"],
        location: ["Location is required"],
        category: ["Select a category"],
        budgetMin: ["Minimum budget is $50"],
        budgetMax: ["Maximum budget must be at least $100"],
        timeline: ["Select a timeline"],
      },
    });

    const order = await post("/api/job-requests", { ...job, budgetMin: 900, budgetMax: 600 }, user.id);
    expect(order.status).toBe(400);
    expect(await order.json()).toMatchObject({
      message: "Maximum budget must be at least the minimum budget",
      fieldErrors: { budgetMax: ["Maximum budget must be at least the minimum budget"] },
    });
  });

  it("is 401 signed out and 403 for an operator", async () => {
    const signedOut = await post("/api/job-requests", job);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Unauthorized" });
    const operator = await t.makeOperator();
    expect((await post("/api/job-requests", job, operator.user.id)).status).toBe(403);
  });
});
