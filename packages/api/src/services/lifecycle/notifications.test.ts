import { emails, notifications } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { deliverNotificationEmails, notify, setNotificationMailer, type NotificationEmail } from "./notifications";
import { jobWithProposals } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());
afterEach(() => setNotificationMailer(null));

describe("in-app notifications", () => {
  it("lists the caller's notifications newest first and marks some or all read", async () => {
    const { customer } = await jobWithProposals(t, 3);
    const caller = t.callerFor(customer);
    const list = await caller.notifications.list({});
    expect(list).toMatchObject({ total: 3, unreadCount: 3 });
    expect(list.items.every((n) => n.type === "proposal_received" && n.link?.startsWith("/jobs/"))).toBe(true);
    expect(await caller.notifications.unreadCount()).toEqual({ count: 3 });

    const first = list.items[0]!.id;
    expect(await caller.notifications.markRead({ ids: [first] })).toEqual({ updated: 1, unreadCount: 2 });
    expect((await caller.notifications.list({ unreadOnly: true })).items.map((n) => n.id)).not.toContain(first);
    // Someone else's ids are ignored.
    const other = await t.makeUser();
    expect(await t.callerFor(other).notifications.markRead({ ids: [list.items[1]!.id] })).toEqual({
      updated: 0,
      unreadCount: 0,
    });
    expect(await caller.notifications.markRead({})).toEqual({ updated: 2, unreadCount: 0 });
    expect((await failureOf(t.callerFor(null).notifications.list({}))).code).toBe("UNAUTHORIZED");
  });
});

describe("notification e-mails", () => {
  it("go through the mail service by default: recorded in the development outbox with an absolute link", async () => {
    const { customer, job } = await jobWithProposals(t, 1);
    const mails = await t.db.select().from(emails).where(eq(emails.to, customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "New proposal received", transport: "outbox" });
    expect(mails[0]?.text).toMatch(new RegExp(`^https?://[^\\s]+/jobs/${job.id}$`, "m"));
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(row?.emailedAt).toBeInstanceOf(Date);
  });

  it("e-mails each notification once after commit and keeps a failed one queued", async () => {
    const sent: NotificationEmail[] = [];
    setNotificationMailer(async (_db, email) => {
      sent.push(email);
    });
    const { customer, job } = await jobWithProposals(t, 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: customer.email, subject: "New proposal received" });
    expect(sent[0]?.text).toContain(`/jobs/${job.id}`);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(row?.emailedAt).toBeInstanceOf(Date);
    expect(await deliverNotificationEmails(t.db, [row!.id])).toBe(0);

    setNotificationMailer(async () => {
      throw new Error("SMTP down");
    });
    const id = await notify(t.db, { userId: customer.id, type: "job_delivered", title: "Job delivered", body: "b" });
    expect(await deliverNotificationEmails(t.db, [id])).toBe(0);
    const [queued] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(queued?.emailedAt).toBeNull();
  });
});
