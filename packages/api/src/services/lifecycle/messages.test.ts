import { jobRequests } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { ensureContactThread } from "./messages";
import { jobWithProposals } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("messages between a job's customer and an operator who proposed", () => {
  it("opens one thread per operator, exchanges messages and counts unread ones per side", async () => {
    const { customer, job, operators } = await jobWithProposals(t, 2);
    const asCustomer = t.callerFor(customer);
    const asOperator = t.callerFor(operators[0]!.user);

    const opened = await asCustomer.messages.open({ jobId: job.id, operatorId: operators[0]!.user.id });
    const again = await asOperator.messages.open({ jobId: job.id });
    expect(again.id).toBe(opened.id);
    expect(opened).toMatchObject({ jobTitle: job.title, unreadCount: 0, customerId: customer.id });

    await asCustomer.messages.create({ conversationId: opened.id, body: "Can you start Monday?" });
    await asCustomer.messages.create({ conversationId: opened.id, body: "Access is via the back gate." });
    expect(await asOperator.messages.unreadCount()).toEqual({ count: 2 });
    expect(await asCustomer.messages.unreadCount()).toEqual({ count: 0 });

    const list = await asOperator.messages.conversations({});
    const thread = list.items.find((c) => c.id === opened.id);
    expect(thread).toMatchObject({ unreadCount: 2, lastMessage: "Access is via the back gate." });

    const page = await asOperator.messages.list({ conversationId: opened.id });
    expect(page.items.map((m) => [m.body, m.mine])).toEqual([
      ["Can you start Monday?", false],
      ["Access is via the back gate.", false],
    ]);
    expect(await asOperator.messages.markRead({ conversationId: opened.id })).toEqual({ unreadCount: 0 });
    await asOperator.messages.create({ conversationId: opened.id, body: "Yes, 9am." });
    expect(await asCustomer.messages.unreadCount()).toEqual({ count: 1 });
    expect(await asOperator.messages.unreadCount()).toEqual({ count: 0 });
  });

  it("gives the navigation both badges at once: unread messages and unread notifications", async () => {
    const { customer, job, operators } = await jobWithProposals(t, 2);
    const asCustomer = t.callerFor(customer);
    const operator = t.callerFor(operators[0]!.user);
    const thread = await asCustomer.messages.open({ jobId: job.id, operatorId: operators[0]!.user.id });
    await asCustomer.messages.create({ conversationId: thread.id, body: "Is Tuesday possible?" });

    // The customer was notified of the two proposals and has no unread message.
    expect(await asCustomer.notifications.badges()).toEqual({ messages: 0, notifications: 2 });
    expect(await operator.notifications.badges()).toEqual({
      messages: (await operator.messages.unreadCount()).count,
      notifications: (await operator.notifications.unreadCount()).count,
    });
    expect((await operator.notifications.badges()).messages).toBe(1);
    await asCustomer.notifications.markRead({});
    expect(await asCustomer.notifications.badges()).toEqual({ messages: 0, notifications: 0 });
    expect((await failureOf(t.callerFor(null).notifications.badges())).code).toBe("UNAUTHORIZED");
  });

  it("keeps everyone else out", async () => {
    const { customer, job, operators } = await jobWithProposals(t, 2);
    const thread = await t.callerFor(customer).messages.open({ jobId: job.id, operatorId: operators[0]!.user.id });
    const other = t.callerFor(operators[1]!.user);
    expect(await failureOf(other.messages.list({ conversationId: thread.id }))).toEqual({
      code: "FORBIDDEN",
      message: M.notAParty,
    });
    expect((await failureOf(other.messages.create({ conversationId: thread.id, body: "hi" }))).code).toBe("FORBIDDEN");
    expect((await failureOf(other.messages.markRead({ conversationId: thread.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(other.messages.open({ jobId: job.id, operatorId: operators[0]!.user.id }))).code).toBe(
      "FORBIDDEN",
    );
    const outsider = await t.makeOperator();
    expect((await failureOf(t.callerFor(outsider.user).messages.open({ jobId: job.id }))).code).toBe("FORBIDDEN");
    expect(await failureOf(t.callerFor(customer).messages.open({ jobId: job.id, operatorId: outsider.user.id }))).toEqual({
      code: "NOT_FOUND",
      message: M.noConversation,
    });
    expect((await failureOf(t.callerFor(customer).messages.list({ conversationId: "missing" }))).code).toBe("NOT_FOUND");
    expect((await failureOf(t.callerFor(null).messages.unreadCount())).code).toBe("UNAUTHORIZED");
    expect(
      (await failureOf(t.callerFor(customer).messages.create({ conversationId: thread.id, body: "   " }))).message,
    ).toBe("Message is required");
  });
});

describe("the Contact Operator thread", () => {
  it("starts with the request's message and counts as unread for the operator", async () => {
    const customer = await t.makeUser();
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const job = await t.callerFor(customer).jobs.create({
      title: "Aerial photos of my house",
      description: "Two-storey house, front and back.",
      category: "real-estate",
      location: "Sydney",
      listingId: listing.id,
      message: "Are you free next Saturday?",
    });
    // The web app opens the thread when the request is posted; opening it again changes nothing.
    const created = await t.db.query.jobRequests.findFirst({ where: (j, { eq }) => eq(j.id, job.id) });
    const first = await ensureContactThread(t.db, created!);
    expect(await ensureContactThread(t.db, created!)).toBe(first);
    expect(await t.callerFor(operator.user).messages.unreadCount()).toEqual({ count: 1 });

    const thread = await t.callerFor(operator.user).messages.open({ jobId: job.id });
    expect(thread.id).toBe(first);
    const page = await t.callerFor(operator.user).messages.list({ conversationId: thread.id });
    expect(page.items.map((m) => m.body)).toEqual(["Are you free next Saturday?"]);
    // The operator then proposes on it: the same thread continues.
    await t.callerFor(operator.user).proposals.create({ jobId: job.id, quote: "300", message: "Yes", timeline: "1 day" });
    const list = await t.callerFor(customer).messages.conversations({});
    expect(list.items.filter((c) => c.jobRequestId === job.id)).toHaveLength(1);
  });
});

describe("Contact Operator on a listing: a direct thread, no job", () => {
  it("sends the message to the listing's operator in one thread per customer and operator", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Roof thermal survey" });
    const other = await t.makeListing({ operatorId: operator.user.id, title: "Facade photos" });
    const customer = await t.makeUser();
    const asCustomer = t.callerFor(customer);
    const asOperator = t.callerFor(operator.user);

    const first = await asCustomer.messages.contact({ listingId: listing.id, body: "Are you free next week?" });
    const second = await asCustomer.messages.contact({ listingId: other.id, body: "And for photos too?" });
    expect(second.conversationId).toBe(first.conversationId);
    // No job request was made for it.
    expect(await t.db.select().from(jobRequests).where(eq(jobRequests.customerId, customer.id))).toEqual([]);

    const inbox = await asOperator.messages.conversations({});
    expect(inbox.items.find((c) => c.id === first.conversationId)).toMatchObject({
      jobRequestId: null,
      jobTitle: null,
      listingId: listing.id,
      listingTitle: "Roof thermal survey",
      customerId: customer.id,
      unreadCount: 2,
      lastMessage: "And for photos too?",
    });
    const thread = await asOperator.messages.list({ conversationId: first.conversationId });
    expect(thread.items.map((m) => m.body)).toEqual(["Are you free next week?", "And for photos too?"]);
    await asOperator.messages.create({ conversationId: first.conversationId, body: "Yes, Tuesday works." });
    expect(await asCustomer.messages.unreadCount()).toEqual({ count: 1 });
  });

  it("refuses an unknown or hidden listing, one's own listing, an empty message and visitors", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const hidden = await t.makeListing({ operatorId: operator.user.id, isActive: false });
    const customer = t.callerFor(await t.makeUser());
    expect(await failureOf(customer.messages.contact({ listingId: "missing", body: "Hi" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await failureOf(customer.messages.contact({ listingId: hidden.id, body: "Hi" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await failureOf(t.callerFor(operator.user).messages.contact({ listingId: listing.id, body: "Hi" })),
    ).toEqual({ code: "BAD_REQUEST", message: M.contactSelf });
    expect(await failureOf(customer.messages.contact({ listingId: listing.id, body: "  " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Message is required",
    });
    expect(await failureOf(t.callerFor(null).messages.contact({ listingId: listing.id, body: "Hi" }))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
