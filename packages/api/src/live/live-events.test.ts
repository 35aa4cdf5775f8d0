import { liveEvents } from "@skyhire/db";
import type { LiveEvent, SessionUser } from "@skyhire/validators";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureConversation, markConversationRead, postSupportMessage, sendMessage } from "../services/lifecycle/messages";
import { markNotificationsRead, notify } from "../services/lifecycle/notifications";
import { createTestContext, type TestContext } from "../testing";
import { createLiveEventHub } from "./hub";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function eventsOf(userId: string) {
  return t.db
    .select({ kind: liveEvents.kind, refId: liveEvents.refId })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId))
    .orderBy(desc(liveEvents.id));
}

async function jobThread() {
  const job = await t.makeJob();
  const operator = await t.makeOperator();
  const customer = (await t.sessionUserById(job.customerId)) as SessionUser;
  const conversationId = await ensureConversation(t.db, {
    jobRequestId: job.id,
    customerId: job.customerId,
    operatorId: operator.user.id,
  });
  return { customer, operator: operator.user, conversationId };
}

describe("the live event log, written by the database in the change's own transaction", () => {
  it("tells both sides of a conversation about a new message, and nobody else", async () => {
    const { customer, operator, conversationId } = await jobThread();
    const bystander = await t.makeUser();
    await sendMessage(t.db, { viewer: operator, conversationId, body: "Flight booked for Tuesday" });
    expect(await eventsOf(customer.id)).toContainEqual({ kind: "message", refId: conversationId });
    expect(await eventsOf(operator.id)).toContainEqual({ kind: "message", refId: conversationId });
    expect(await eventsOf(bystander.id)).toEqual([]);
  });

  it("tells every admin about a support message (they answer as one desk)", async () => {
    const asker = await t.makeUser();
    const [first, second] = [await t.makeUser({ role: "admin" }), await t.makeUser({ role: "admin" })];
    const { conversationId } = await postSupportMessage(t.db, { actor: asker, subject: "Refund", body: "Where is my refund?" });
    for (const admin of [first, second]) {
      expect(await eventsOf(admin.id)).toContainEqual({ kind: "message", refId: conversationId });
    }
  });

  it("tells the reader's other tabs that a thread was read, not the other side", async () => {
    const { customer, operator, conversationId } = await jobThread();
    await sendMessage(t.db, { viewer: operator, conversationId, body: "Photos are up" });
    await t.db.delete(liveEvents);
    await markConversationRead(t.db, { viewer: customer, conversationId });
    expect(await eventsOf(customer.id)).toEqual([{ kind: "conversation-read", refId: conversationId }]);
    expect(await eventsOf(operator.id)).toEqual([]);
  });

  it("tells a user about a new notification, and once about reading all of them", async () => {
    const user = await t.makeUser();
    const ids = [
      await notify(t.db, { userId: user.id, type: "proposal_received", title: "New proposal", body: "A" }),
      await notify(t.db, { userId: user.id, type: "proposal_received", title: "New proposal", body: "B" }),
    ];
    expect(await eventsOf(user.id)).toEqual(ids.reverse().map((refId) => ({ kind: "notification", refId })));
    await t.db.delete(liveEvents);
    await markNotificationsRead(t.db, { userId: user.id });
    expect(await eventsOf(user.id)).toHaveLength(1);
  });
});

describe("the hub", () => {
  it("hands each user only their own events, once, after a wake-up", async () => {
    const hub = createLiveEventHub(t.db, { wake: "poll", pollMs: 60_000 });
    const { customer, operator, conversationId } = await jobThread();
    const outsider = await t.makeUser();
    const heard: Record<string, LiveEvent[]> = { customer: [], outsider: [] };
    const mine = hub.subscribe(customer.id, (event) => heard.customer!.push(event));
    const theirs = hub.subscribe(outsider.id, (event) => heard.outsider!.push(event));
    await Promise.all([mine.ready, theirs.ready]);

    await sendMessage(t.db, { viewer: operator, conversationId, body: "On my way" });
    await hub.pump();
    await hub.pump();
    expect(heard.customer).toEqual([expect.objectContaining({ kind: "message", refId: conversationId })]);
    expect(heard.outsider).toEqual([]);
    mine.unsubscribe();
    theirs.unsubscribe();
    await hub.close();
  });

  it("is woken the way its database allows: NOTIFY from a server, a short look with the embedded one", async () => {
    const wake = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? "notify" : "poll";
    const hub = createLiveEventHub(t.db, { wake, pollMs: wake === "poll" ? 100 : 60_000 });
    const user = await t.makeUser();
    const heard: LiveEvent[] = [];
    const subscription = hub.subscribe(user.id, (event) => heard.push(event));
    await subscription.ready;
    const id = await notify(t.db, { userId: user.id, type: "payment_held", title: "Payment held", body: "In escrow" });
    await expect.poll(() => heard.map((event) => event.refId), { timeout: 5_000 }).toEqual([id]);
    subscription.unsubscribe();
    await hub.close();
  });

  it("waits at a number taken by a transaction that has not committed yet, then delivers that event too", async () => {
    const hub = createLiveEventHub(t.db, { wake: "poll", pollMs: 60_000, gapWaitMs: 60_000 });
    const user = await t.makeUser();
    const heard: string[] = [];
    const subscription = hub.subscribe(user.id, (event) => heard.push(event.refId));
    await subscription.ready;
    // A slower transaction takes the next number and commits after a later one.
    const [{ id: slowId } = { id: 0 }] = await t.db.execute<{ id: number }>(
      sql`select nextval('live_events_id_seq')::int as id`,
    );
    await t.db.insert(liveEvents).values({ userId: user.id, kind: "notification", refId: "fast" });
    await hub.pump();
    expect(heard).toEqual(["fast"]);
    await t.db.insert(liveEvents).values({ id: slowId, userId: user.id, kind: "notification", refId: "slow" });
    await hub.pump();
    expect(heard).toEqual(["fast", "slow"]);
    subscription.unsubscribe();
    await hub.close();
  });

  it("gives up on a number whose transaction rolled back, and goes on", async () => {
    const hub = createLiveEventHub(t.db, { wake: "poll", pollMs: 60_000, gapWaitMs: 0 });
    const user = await t.makeUser();
    const heard: string[] = [];
    const subscription = hub.subscribe(user.id, (event) => heard.push(event.refId));
    await subscription.ready;
    await t.db.execute(sql`select nextval('live_events_id_seq')`);
    await t.db.insert(liveEvents).values({ userId: user.id, kind: "notification", refId: "after the hole" });
    await hub.pump();
    await t.db.insert(liveEvents).values({ userId: user.id, kind: "notification", refId: "next" });
    await hub.pump();
    expect(heard).toEqual(["after the hole", "next"]);
    subscription.unsubscribe();
    await hub.close();
  });
});
