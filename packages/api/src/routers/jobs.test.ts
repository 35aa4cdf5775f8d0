import { createLoggedDb } from "@skyhire/db/query-log";
import { jobRequests } from "@skyhire/db";
import { LIMITS, type CreateJobRequestInput } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCustomerJobRequests } from "../services/jobs";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const postJob: CreateJobRequestInput = {
  title: "Survey a farm",
  description: "Map 40 hectares of orchards with multispectral imagery.",
  category: "agriculture",
  location: "Perth",
  budget: "1000-2500",
  requirements: ["licensed-pilot", "insured"],
};

function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

describe("jobs.create", () => {
  it("stores the customer's job as open", async () => {
    const customer = await t.makeUser();
    const created = await t.callerFor(customer).jobs.create(postJob);
    expect(created).toMatchObject({
      ...postJob,
      status: "open",
      customerId: customer.id,
      invitedOperatorId: null,
    });
    const [stored] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, created.id));
    expect(stored?.status).toBe("open");
  });

  it("refuses missing fields with the form's messages", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.jobs.create({ ...postJob, title: "  " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Title is required",
    });
    expect(await failureOf(caller.jobs.create({ ...postJob, location: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Location is required",
    });
  });

  it("needs a signed-in customer", async () => {
    expect(await failureOf(t.callerFor(null).jobs.create(postJob))).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const operator = await t.makeOperator();
    expect(await failureOf(t.callerFor(operator.user).jobs.create(postJob))).toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("addresses a Request Quote to an approved operator", async () => {
    const customer = await t.makeUser();
    const operator = await t.makeOperator();
    const created = await t.callerFor(customer).jobs.create({
      ...postJob,
      invitedOperatorId: operator.user.id,
      message: "Can you do next Tuesday?",
    });
    expect(created).toMatchObject({
      invitedOperatorId: operator.user.id,
      message: "Can you do next Tuesday?",
    });
  });

  it("takes the operator from the listing a request comes from", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing();
    const created = await t.callerFor(customer).jobs.create({ ...postJob, listingId: listing.id });
    expect(created).toMatchObject({ invitedOperatorId: listing.operatorId, listingId: listing.id });
  });

  it("refuses an invitation to someone who is not an approved, published operator", async () => {
    const caller = t.callerFor(await t.makeUser());
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const draft = await t.makeOperator({ isPublished: false });
    const anotherCustomer = await t.makeUser();
    for (const invitedOperatorId of [pending.user.id, draft.user.id, anotherCustomer.id, "no-such-user"]) {
      expect(await failureOf(caller.jobs.create({ ...postJob, invitedOperatorId }))).toEqual({
        code: "BAD_REQUEST",
        message: "The selected operator is not available",
      });
    }
    const hidden = await t.makeListing({ isActive: false });
    expect(await failureOf(caller.jobs.create({ ...postJob, listingId: hidden.id }))).toEqual({
      code: "BAD_REQUEST",
      message: "The selected listing is not available",
    });
  });
});

describe("jobs.list", () => {
  it("lists every job request newest first, a page of the default size, without private fields", async () => {
    const newest = await t.makeJob({
      title: "Newest job",
      createdAt: new Date(Date.now() + 60_000),
    });
    const result = await t.callerFor(null).jobs.list();
    expect(result.pageSize).toBe(LIMITS.pageSizeDefault);
    expect(result.items.length).toBeLessThanOrEqual(LIMITS.pageSizeDefault);
    expect(result.items[0]).toMatchObject({
      id: newest.id,
      title: "Newest job",
      location: "Sydney",
      status: "open",
    });
    expect(result.items[0]).not.toHaveProperty("customerId");
    expect(result.items[0]).not.toHaveProperty("message");
    expect(result.total).toBeGreaterThanOrEqual(1);
  });

  it("pages", async () => {
    const all = await t.callerFor(null).jobs.list({ pageSize: LIMITS.pageSizeMax });
    const second = await t.callerFor(null).jobs.list({ page: 2, pageSize: 1 });
    expect(second.items[0]?.id).toBe(all.items[1]?.id);
  });
});

describe("jobs.byCustomer", () => {
  it("lists a customer's own requests, newest first", async () => {
    const customer = await t.makeUser();
    const older = await t.makeJob({ customerId: customer.id, createdAt: minutesAgo(5) });
    const newer = await t.makeJob({ customerId: customer.id, createdAt: minutesAgo(1) });
    await t.makeJob();

    const result = await t.callerFor(customer).jobs.byCustomer({ userId: customer.id });
    expect(result.items.map((j) => j.id)).toEqual([newer.id, older.id]);
    expect(result.total).toBe(2);
    expect(result.items[0]).toMatchObject({
      description: newer.description,
      customerId: customer.id,
    });
  });

  it("pages with the total read beside the page, in one statement, and counts apart only past the end", async () => {
    const customer = await t.makeUser();
    for (const minutes of [3, 2, 1]) await t.makeJob({ customerId: customer.id, createdAt: minutesAgo(minutes) });
    const pageOf = (page: number) => t.callerFor(customer).jobs.byCustomer({ userId: customer.id, page, pageSize: 2 });
    expect([(await pageOf(1)).items.length, (await pageOf(1)).total]).toEqual([2, 3]);
    expect([(await pageOf(2)).items.length, (await pageOf(2)).total]).toEqual([1, 3]);
    expect([(await pageOf(3)).items.length, (await pageOf(3)).total]).toEqual([0, 3]);
    expect(Object.keys((await pageOf(1)).items[0]!)).not.toContain("total");

    const logged = createLoggedDb(t.client);
    await listCustomerJobRequests(logged.db, { actor: customer, customerId: customer.id, page: 1, pageSize: 2 });
    expect(logged.queries).toHaveLength(1);
    const newcomer = await t.makeUser();
    expect(await listCustomerJobRequests(logged.db, { actor: newcomer, customerId: newcomer.id, page: 1, pageSize: 2 })).toMatchObject({
      items: [],
      total: 0,
    });
    expect(logged.queries).toHaveLength(2);
  });

  it("refuses another customer's requests, allows an admin", async () => {
    const owner = await t.makeUser();
    await t.makeJob({ customerId: owner.id });
    const stranger = await t.makeUser();
    expect(await failureOf(t.callerFor(stranger).jobs.byCustomer({ userId: owner.id }))).toEqual({
      code: "FORBIDDEN",
      message: "You can only view your own job requests",
    });
    const admin = await t.makeUser({ role: "admin" });
    expect((await t.callerFor(admin).jobs.byCustomer({ userId: owner.id })).total).toBe(1);
  });

  it("needs a sign-in and a user id", async () => {
    expect(await failureOf(t.callerFor(null).jobs.byCustomer({ userId: "x" }))).toEqual({
      code: "UNAUTHORIZED",
      message: "Unauthorized",
    });
    const customer = await t.makeUser();
    expect(await failureOf(t.callerFor(customer).jobs.byCustomer({ userId: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: "User id is required",
    });
  });
});

describe("jobs.board", () => {
  it("shows open jobs by category and place, flagging the caller's invitations", async () => {
    const operator = await t.makeOperator();
    const place = `Wagga Wagga ${Math.random().toString(36).slice(2, 7)}`;
    const invited = await t.makeJob({
      location: place,
      category: "mapping",
      invitedOperatorId: operator.user.id,
      createdAt: minutesAgo(1),
    });
    const open = await t.makeJob({
      location: `North ${place}`,
      category: "mapping",
      createdAt: minutesAgo(2),
    });
    await t.makeJob({ location: place, category: "mapping", status: "in_progress" });
    await t.makeJob({ location: place, category: "wedding" });

    const board = await t
      .callerFor(operator.user)
      .jobs.board({ category: "mapping", location: place.toLowerCase() });
    expect(board.items.map((j) => [j.id, j.invited])).toEqual([
      [invited.id, true],
      [open.id, false],
    ]);
    expect(board).toMatchObject({ total: 2, totalCapped: false });
  });

  it("is for operators and admins only", async () => {
    expect(await failureOf(t.callerFor(null).jobs.board())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await failureOf(t.callerFor(await t.makeUser()).jobs.board())).toMatchObject({
      code: "FORBIDDEN",
    });
    const job = await t.makeJob({ createdAt: minutesAgo(0) });
    const admin = await t.makeUser({ role: "admin" });
    const board = await t.callerFor(admin).jobs.board({ pageSize: 48 });
    expect(board.items.find((item) => item.id === job.id)).toMatchObject({ invited: false });
  });
});

describe("jobs.customerStats", () => {
  it("counts active and completed jobs and shows the three most recent", async () => {
    const customer = await t.makeUser();
    await t.makeJob({ customerId: customer.id, status: "open", createdAt: minutesAgo(4) });
    await t.makeJob({ customerId: customer.id, status: "in_progress", createdAt: minutesAgo(3) });
    await t.makeJob({ customerId: customer.id, status: "completed", createdAt: minutesAgo(2) });
    const latest = await t.makeJob({
      customerId: customer.id,
      status: "cancelled",
      createdAt: minutesAgo(1),
    });
    await t.makeJob({ status: "open" });

    const stats = await t.callerFor(customer).jobs.customerStats();
    expect(stats).toMatchObject({ activeJobs: 2, completedProjects: 1 });
    expect(stats.recent).toHaveLength(LIMITS.profileRecentRequests);
    expect(stats.recent[0]?.id).toBe(latest.id);
  });

  it("is for customers only", async () => {
    expect(await failureOf(t.callerFor(null).jobs.customerStats())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const operator = await t.makeOperator();
    expect(await failureOf(t.callerFor(operator.user).jobs.customerStats())).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
