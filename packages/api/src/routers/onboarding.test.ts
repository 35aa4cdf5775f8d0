import { customerProfiles, jobRequests } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const contact = {
  fullName: "Jordan Lee",
  phoneNumber: "0400 000 000",
  companyName: "Lee Property Group",
  preferredContact: "both" as const,
};

const job = {
  title: "Warehouse roof survey",
  category: "surveying" as const,
  description: "Survey the roof of our warehouse for storm damage.",
  location: "phoenix",
  budgetMin: 150,
  budgetMax: 400,
  timeline: "week" as const,
};

describe("onboarding.saveContact / contact", () => {
  it("creates the customer profile, then updates it, and reads it back in the form's shape", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    expect(await caller.onboarding.contact()).toBeNull();

    expect(await caller.onboarding.saveContact(contact)).toEqual(contact);
    const changed = { ...contact, companyName: "", preferredContact: "phone" as const };
    expect(await caller.onboarding.saveContact(changed)).toEqual({ ...changed, companyName: null });
    expect(await caller.onboarding.contact()).toEqual({ ...changed, companyName: null });

    const rows = await t.db.select().from(customerProfiles).where(eq(customerProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Jordan Lee", phone: "0400 000 000", preferredContact: "phone" });
  });

  it("keeps a saved card when the contact details change", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    await caller.onboarding.saveContact(contact);
    const card = { cardLast4: "4242", expMonth: 1, expYear: 2040, brand: "visa" };
    await t.db.update(customerProfiles).set({ billingInfo: card }).where(eq(customerProfiles.userId, user.id));
    await caller.onboarding.saveContact({ ...contact, fullName: "Jordan A. Lee" });
    expect(await caller.payments.methods()).toEqual(card);
  });

  it("answers with the spec's messages", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.onboarding.saveContact({ ...contact, fullName: "J" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Full name is required",
    });
    expect(await failureOf(caller.onboarding.saveContact({ ...contact, phoneNumber: "123" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Valid phone number is required",
    });
  });
});

describe("onboarding.createJob / summary", () => {
  it("posts an open job with the budget bounds and timeline, counted as active", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    expect(await caller.onboarding.summary()).toEqual({ activeRequests: 0 });

    const created = await caller.onboarding.createJob(job);
    expect(created).toMatchObject({ ...job, status: "open", customerId: user.id, budget: null });
    // The location the customer typed is kept, and a known place gets its point for "near" searches.
    const [row] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, created.id));
    expect(row).toMatchObject({ location: "phoenix", lat: 33.4484, lng: -112.074 });
    await t.makeJob({ customerId: user.id, status: "in_progress" });
    await t.makeJob({ customerId: user.id, status: "completed" });
    await t.makeJob({ status: "open" }); // someone else's
    expect(await caller.onboarding.summary()).toEqual({ activeRequests: 2 });

    const mine = await caller.jobs.byCustomer({ userId: user.id });
    expect(mine.items.map((item) => item.id)).toContain(created.id);
  });

  it("answers with the spec's messages and stores nothing", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Roof" }, "Job title is required"],
      [{ description: "Short" }, "Provide a detailed description"],
      [{ category: "" }, "Select a category"],
      [{ budgetMin: 10 }, "Minimum budget is $50"],
      [{ budgetMax: 90 }, "Maximum budget must be at least $100"],
      [{ budgetMin: 500, budgetMax: 400 }, "Maximum budget must be at least the minimum budget"],
      [{ timeline: "" }, "Select a timeline"],
      [{ location: " " }, "Location is required"],
    ];
    for (const [change, message] of cases) {
      expect(await failureOf(caller.onboarding.createJob({ ...job, ...change }))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
    const rows = await t.db.select().from(jobRequests).where(eq(jobRequests.customerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("is for signed-in customers", async () => {
    const operator = await t.makeOperator();
    for (const call of [
      (c: ReturnType<TestContext["callerFor"]>) => c.onboarding.createJob(job),
      (c: ReturnType<TestContext["callerFor"]>) => c.onboarding.saveContact(contact),
      (c: ReturnType<TestContext["callerFor"]>) => c.onboarding.summary(),
    ]) {
      expect(await failureOf(call(t.callerFor(null)))).toMatchObject({ code: "UNAUTHORIZED" });
      expect(await failureOf(call(t.callerFor(operator.user)))).toMatchObject({ code: "FORBIDDEN" });
    }
  });
});
