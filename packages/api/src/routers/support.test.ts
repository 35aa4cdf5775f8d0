import { emails } from "@skyhire/db";
import { SUPPORT_MESSAGES } from "@skyhire/validators";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_SUBJECT_PREFIX } from "../services/support";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const request = { subject: "Refund after delivery", message: "The photos delivered are of the wrong building." };

describe("support.request", () => {
  it("signed in, opens a support thread every admin sees and answers; the asker reads the answer", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const otherAdmin = await t.makeUser({ role: "admin" });
    const customer = await t.makeUser({ firstName: "Audrey", lastName: "Customer" });
    const stranger = await t.makeUser({ role: "operator" });
    const job = await t.makeJob({ customerId: customer.id, title: "Roof survey, Leeds" });

    const receipt = await t.callerFor(customer).support.request({ ...request, jobId: job.id });
    if (receipt.channel !== "thread") throw new Error("expected a thread");
    const { conversationId } = receipt;
    expect(await t.db.select().from(emails).where(like(emails.subject, `${SUPPORT_SUBJECT_PREFIX}%`))).toEqual([]);

    // Every admin's inbox has it, unread, with the subject; the asker's too, as theirs.
    for (const desk of [admin, otherAdmin]) {
      const inbox = await t.callerFor(desk).messages.conversations({ page: 1, pageSize: 20 });
      expect(inbox.items.find((c) => c.id === conversationId)).toMatchObject({
        kind: "support",
        subject: "Refund after delivery",
        customerName: "Audrey Customer",
        operatorName: null,
        unreadCount: 1,
      });
      expect(await t.callerFor(desk).messages.unreadCount()).toEqual({ count: 1 });
    }
    const thread = await t.callerFor(admin).messages.list({ conversationId, page: 1, pageSize: 20 });
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({ senderId: customer.id, mine: false });
    expect(thread.items[0]?.body).toContain("Subject: Refund after delivery");
    expect(thread.items[0]?.body).toContain("Job: Roof survey, Leeds");
    expect(thread.items[0]?.body).toContain(`/jobs/${job.id}`);
    expect(thread.items[0]?.body).toContain(request.message);

    // One admin answers: read for every admin, unread for the asker, from "our side" for the other admin.
    await t.callerFor(admin).messages.create({ conversationId, body: "We are looking into it with the operator." });
    expect(await t.callerFor(otherAdmin).messages.unreadCount()).toEqual({ count: 0 });
    const seenByOtherAdmin = await t.callerFor(otherAdmin).messages.list({ conversationId, page: 1, pageSize: 20 });
    expect(seenByOtherAdmin.items.map((m) => m.mine)).toEqual([false, true]);
    expect(await t.callerFor(customer).messages.unreadCount()).toEqual({ count: 1 });
    const mine = await t.callerFor(customer).messages.list({ conversationId, page: 1, pageSize: 20 });
    expect(mine.items.map((m) => [m.body, m.mine])).toEqual([
      [thread.items[0]?.body, true],
      ["We are looking into it with the operator.", false],
    ]);

    // A second request goes to the same thread, which takes its subject.
    const again = await t.callerFor(customer).support.request({ subject: "Still waiting", message: "Any news about the refund, please?" });
    expect(again).toEqual({ channel: "thread", conversationId });
    const [row] = (await t.callerFor(admin).messages.conversations({ page: 1, pageSize: 20 })).items.filter((c) => c.id === conversationId);
    expect(row).toMatchObject({ subject: "Still waiting", unreadCount: 1 });

    // Nobody else reads it.
    expect(await failureOf(t.callerFor(stranger).messages.list({ conversationId, page: 1, pageSize: 20 }))).toMatchObject({
      code: "FORBIDDEN",
    });
    const strangerInbox = await t.callerFor(stranger).messages.conversations({ page: 1, pageSize: 20 });
    expect(strangerInbox.items.map((c) => c.id)).not.toContain(conversationId);
  });

  it("signed out, e-mails every active admin with the job, and sends the asker a receipt", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const suspendedAdmin = await t.makeUser({ role: "admin", status: "suspended" });
    const job = await t.makeJob({ title: "Facade scan, York" });
    const receipt = await t.callerFor(null).support.request({ ...request, email: "locked-out@example.com", jobId: job.id });
    expect(receipt).toMatchObject({ channel: "email", replyTo: "locked-out@example.com" });

    const toAdmins = await t.db.select().from(emails).where(like(emails.subject, `${SUPPORT_SUBJECT_PREFIX}%`));
    expect(toAdmins.map((m) => m.to)).toContain(admin.email);
    expect(toAdmins.map((m) => m.to)).not.toContain(suspendedAdmin.email);
    expect(toAdmins[0]?.subject).toBe(`${SUPPORT_SUBJECT_PREFIX} Refund after delivery`);
    expect(toAdmins[0]?.text).toContain("locked-out@example.com (not signed in)");
    expect(toAdmins[0]?.text).toContain("Job: Facade scan, York");
    expect(toAdmins[0]?.text).toContain(request.message);
    const [ack] = await t.db.select().from(emails).where(eq(emails.to, "locked-out@example.com"));
    expect(ack?.subject).toBe("We received your request: Refund after delivery");
  });

  it("takes a signed-out request only with an address to reply to", async () => {
    expect(await failureOf(t.callerFor(null).support.request(request))).toEqual({
      code: "BAD_REQUEST",
      message: SUPPORT_MESSAGES.emailRequired,
    });
    await expect(t.callerFor(null).support.request({ ...request, email: "someone@example.com" })).resolves.toMatchObject({
      channel: "email",
      replyTo: "someone@example.com",
    });
  });

  it("refuses bad input with the field's message and a sixth request within the hour", async () => {
    const user = await t.makeUser();
    expect(await failureOf(t.callerFor(user).support.request({ ...request, message: "help" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    for (let i = 0; i < 5; i += 1) await t.callerFor(user).support.request(request);
    expect(await failureOf(t.callerFor(user).support.request(request))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: SUPPORT_MESSAGES.tooMany,
    });
  });
});
