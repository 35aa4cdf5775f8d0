import { conversations, messages, notifications } from "@skyhire/db";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { registerJobQueue, unregisterJobQueue, type RunningJobQueue } from "../../queue/registry";
import { createTestContext, type TestContext } from "../../testing";
import { mailOverdueMessages, mailUnreadMessages, messageMailDelaySeconds, messageRecipient } from "./message-mail";
import { postSupportMessage } from "./messages";
import { setNotificationMailer, type NotificationEmail } from "./notifications";
import { jobWithProposals } from "./test-fixtures";

let t: TestContext;
let sent: NotificationEmail[];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());
afterEach(() => setNotificationMailer(null));

const DELAY = 600;

/** A job thread where the customer wrote to the operator; its message mails are caught, not sent. */
async function customerWrote(...bodies: string[]) {
  const { customer, job, operators } = await jobWithProposals(t, 1);
  const operator = operators[0]!.user;
  sent = [];
  setNotificationMailer(async (_db, email) => {
    if (email.to === operator.email) sent.push(email);
  });
  const thread = await t.callerFor(customer).messages.open({ jobId: job.id, operatorId: operator.id });
  for (const body of bodies) await t.callerFor(customer).messages.create({ conversationId: thread.id, body });
  const [first] = await t.db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, thread.id))
    .orderBy(messages.createdAt)
    .limit(1);
  const look = (secondsAfterFirst: number) =>
    mailUnreadMessages(t.db, {
      conversationId: thread.id,
      recipientId: operator.id,
      now: new Date(first!.at.getTime() + secondsAfterFirst * 1000),
      delaySeconds: DELAY,
    });
  const messageNotes = () =>
    t.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, operator.id), eq(notifications.type, "message_received")));
  return { customer, operator, thread, first: first!.at, look, messageNotes };
}

describe("e-mail for a message left unread", () => {
  it("waits MESSAGE_MAIL_DELAY_SECONDS (600 unless set)", () => {
    expect(messageMailDelaySeconds({})).toBe(600);
    expect(messageMailDelaySeconds({ MESSAGE_MAIL_DELAY_SECONDS: "3" })).toBe(3);
  });

  it("is not sent before the delay, and says when to look again", async () => {
    const { look, first, messageNotes } = await customerWrote("Can you start Monday?");
    expect(await look(DELAY - 1)).toEqual({ mailed: false, lookAgainAt: new Date(first.getTime() + DELAY * 1000) });
    expect(sent).toHaveLength(0);
    expect(await messageNotes()).toEqual([]);
  });

  it("is sent once when still unread after the delay, in the app and by e-mail, for all the messages of the window", async () => {
    const { look, operator, thread, messageNotes } = await customerWrote("Can you start Monday?", "Access is via the back gate.");
    expect(await look(DELAY)).toMatchObject({ mailed: true });
    expect(await look(DELAY + 5)).toEqual({ mailed: false, lookAgainAt: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: operator.email, subject: expect.stringContaining("New message from") });
    expect(sent[0]?.text).toContain(`/messages/${thread.id}`);
    const notes = await messageNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain(`"Access is via the back gate." and 1 more message`);
    expect(notes[0]?.link).toBe(`/messages/${thread.id}`);
    // Reading the thread reads its "New message" notification too.
    expect(await t.callerFor(operator).notifications.unreadCount()).toMatchObject({ count: 1 });
    await t.callerFor(operator).messages.markRead({ conversationId: thread.id });
    expect(await t.callerFor(operator).notifications.unreadCount()).toMatchObject({ count: 0 });
  });

  it("is not sent when the recipient read the conversation before the delay", async () => {
    const { look, operator, thread, messageNotes } = await customerWrote("Can you start Monday?");
    await t.callerFor(operator).messages.markRead({ conversationId: thread.id });
    expect(await look(DELAY + 60)).toEqual({ mailed: false, lookAgainAt: null });
    expect(sent).toHaveLength(0);
    expect(await messageNotes()).toEqual([]);
  });

  it("sends one mail when two workers look at the same moment", async () => {
    const { look, messageNotes } = await customerWrote("Can you start Monday?");
    // Two jobs' looks and the sweep (which looks at every overdue conversation) at once.
    await Promise.all([
      look(DELAY),
      look(DELAY),
      mailOverdueMessages(t.db, { now: new Date(Date.now() + DELAY * 1000), delaySeconds: DELAY }),
    ]);
    expect(sent).toHaveLength(1);
    expect(await messageNotes()).toHaveLength(1);
  });

  it("mails again only for messages that came after the last mail, a window later", async () => {
    const { look, customer, thread, first } = await customerWrote("Can you start Monday?");
    expect(await look(DELAY)).toMatchObject({ mailed: true });
    // A later message, written after that mail, waits for its own window.
    const later = new Date(first.getTime() + (DELAY + 30) * 1000);
    await t.db.insert(messages).values({ conversationId: thread.id, senderId: customer.id, body: "Any news?", createdAt: later });
    expect(await look(DELAY + 60)).toEqual({ mailed: false, lookAgainAt: new Date(later.getTime() + DELAY * 1000) });
    expect(await look(DELAY + 30 + DELAY)).toMatchObject({ mailed: true });
    expect(sent).toHaveLength(2);
  });

  it("leaves the sender's own messages alone", async () => {
    const { look, thread, operator, customer } = await customerWrote("Can you start Monday?");
    await t.callerFor(operator).messages.create({ conversationId: thread.id, body: "Yes." });
    // The operator answered (and so read everything): nothing waits for them.
    expect(await look(DELAY * 2)).toEqual({ mailed: false, lookAgainAt: null });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, thread.id));
    expect(messageRecipient(row!, customer.id)).toBe(operator.id);
    expect(messageRecipient(row!, operator.id)).toBe(customer.id);
  });

  it("mails the person who asked support when an admin's answer stays unread, from Skyhire support; never the admins", async () => {
    const asker = await t.makeUser();
    const admin = await t.makeUser({ role: "admin" });
    sent = [];
    setNotificationMailer(async (_db, email) => {
      sent.push(email);
    });
    const { conversationId } = await postSupportMessage(t.db, { actor: asker, subject: "Refund", body: "Where is my refund?" });
    const [thread] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    // The asker's own message waits for the admins in their Messages, not in anyone's mail.
    expect(messageRecipient(thread!, asker.id)).toBeNull();
    expect(await mailUnreadMessages(t.db, { conversationId, recipientId: admin.id, now: new Date(Date.now() + DELAY * 2000), delaySeconds: DELAY })).toEqual({
      mailed: false,
      lookAgainAt: null,
    });

    await t.callerFor(admin).messages.create({ conversationId, body: "It left us on Monday; allow three working days." });
    expect(messageRecipient(thread!, admin.id)).toBe(asker.id);
    // Found by the sweep too, once the delay has passed: one mail, to the asker only.
    // (The sweep also meets the other tests' threads here: only this thread's people are looked at.)
    await mailOverdueMessages(t.db, { now: new Date(Date.now() + (DELAY + 1) * 1000), delaySeconds: DELAY });
    const theirs = sent.filter((mail) => mail.to === asker.email || mail.to === admin.email);
    expect(theirs.map((mail) => mail.to)).toEqual([asker.email]);
    expect(theirs[0]?.subject).toContain("New message from Skyhire support");
    const [note] = await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, asker.id), eq(notifications.type, "message_received")));
    expect(note).toEqual({
      title: "New message from Skyhire support",
      body: 'Skyhire support sent you "It left us on Monday; allow three working days.". Reply on Skyhire.',
    });
  });

  it("is asked of the job queue when a message is sent, for the moment the delay ends", async () => {
    const asked: { conversationId: string; recipientId: string; at: Date }[] = [];
    const queue: RunningJobQueue = {
      enqueueMail: async () => {},
      enqueueNotificationEmails: async () => 0,
      enqueueMessageMail: async (input) => {
        asked.push(input);
      },
      enqueueWebhookDeliveries: async () => {},
      enqueuePasswordReset: async () => {},
    };
    registerJobQueue(queue);
    try {
      const { thread, operator } = await customerWrote("Can you start Monday?");
      const [message] = await t.db.select().from(messages).where(eq(messages.conversationId, thread.id));
      expect(asked).toEqual([
        {
          conversationId: thread.id,
          recipientId: operator.id,
          at: new Date(message!.createdAt.getTime() + messageMailDelaySeconds() * 1000),
        },
      ]);
    } finally {
      unregisterJobQueue(queue);
    }
  });
});
