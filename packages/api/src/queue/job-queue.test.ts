import { hashPassword } from "@skyhire/auth/password";
import { createSession, findSessionUser } from "@skyhire/auth/session";
import { emails, liveEvents, milestones, notifications, rateLimits, sessions } from "@skyhire/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  deliverNotificationEmails,
  notify,
  setNotificationMailer,
  type NotificationEmail,
} from "../services/lifecycle/notifications";
import { sendVerificationEmail } from "../services/email-verification";
import { requestPasswordReset } from "../services/password-reset";
import { hitRateLimit } from "../services/rate-limit";
import { recordCharge } from "../services/lifecycle/escrow";
import { acceptProposal } from "../services/lifecycle/proposals";
import { PAYMENT_OPERATION_GRACE_MS } from "../services/lifecycle/recovery";
import { countingGateway, jobWithProposals, paymentOf } from "../services/lifecycle/test-fixtures";
import { createTestContext, type TestContext } from "../testing";
import { QUEUES, startJobQueue, type JobQueue } from "./job-queue";

let t: TestContext;
let queue: JobQueue;
let sent: NotificationEmail[];
let failuresLeft: number;

beforeAll(async () => {
  t = await createTestContext();
  queue = await startJobQueue(t.db, {
    pollingIntervalSeconds: 0.5,
    schedule: false,
    notificationEmailRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
  });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

afterEach(() => setNotificationMailer(null));

function mailerFailingTimes(times: number) {
  sent = [];
  failuresLeft = times;
  setNotificationMailer(async (_db, email) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error("SMTP down");
    }
    sent.push(email);
  });
}

async function newNotification(createdAt?: Date) {
  const user = await t.makeUser();
  const id = await notify(t.db, { userId: user.id, type: "proposal_received", title: "New proposal received", body: "A pilot answered." });
  if (createdAt) await t.db.update(notifications).set({ createdAt }).where(eq(notifications.id, id));
  return { id, email: user.email };
}

async function emailedAt(id: string) {
  const [row] = await t.db.select({ at: notifications.emailedAt }).from(notifications).where(eq(notifications.id, id));
  return row?.at ?? null;
}

async function jobState(id: string) {
  return (await queue.boss.getJobById(QUEUES.notificationEmail, id))?.state ?? null;
}

describe("the job queue sends notification e-mails", () => {
  it("queues the e-mail instead of sending it in the request, and the worker sends it", async () => {
    mailerFailingTimes(0);
    const note = await newNotification();
    expect(await deliverNotificationEmails(t.db, [note.id])).toBe(1);
    await expect.poll(() => emailedAt(note.id), { timeout: 15_000 }).toBeInstanceOf(Date);
    expect(sent).toEqual([expect.objectContaining({ to: note.email, subject: "New proposal received" })]);
    await expect.poll(() => jobState(note.id), { timeout: 5_000 }).toBe("completed");
  });

  it("retries a refused e-mail until the mail server takes it", async () => {
    mailerFailingTimes(2);
    const note = await newNotification();
    await deliverNotificationEmails(t.db, [note.id]);
    await expect.poll(() => emailedAt(note.id), { timeout: 20_000 }).toBeInstanceOf(Date);
    expect(failuresLeft).toBe(0);
    expect(sent).toHaveLength(1);
    const job = await queue.boss.getJobById(QUEUES.notificationEmail, note.id);
    expect(job?.retryCount).toBe(2);
  });

  it("queues one job however often the same e-mail is queued", async () => {
    mailerFailingTimes(0);
    const note = await newNotification();
    await deliverNotificationEmails(t.db, [note.id, note.id]);
    expect(await deliverNotificationEmails(t.db, [note.id])).toBe(0);
    await expect.poll(() => emailedAt(note.id), { timeout: 15_000 }).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
  });

  it("sweeps up e-mails that were never queued, but not young or very old ones", async () => {
    // Written without queuing their e-mails, as when a process stops right after the commit.
    const now = new Date();
    const forgotten = await newNotification(new Date(now.getTime() - 30 * 60_000));
    const young = await newNotification(new Date(now.getTime() - 60_000));
    const stale = await newNotification(new Date(now.getTime() - 3 * 24 * 60 * 60_000));
    mailerFailingTimes(0);
    expect(await queue.sweepUnsentNotificationEmails(now)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => emailedAt(forgotten.id), { timeout: 15_000 }).toBeInstanceOf(Date);
    expect(await jobState(young.id)).toBeNull();
    expect(await jobState(stale.id)).toBeNull();
    expect(await emailedAt(young.id)).toBeNull();
    const [{ n } = { n: 0 }] = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.notificationEmail} and id = ${forgotten.id}::uuid`,
    );
    expect(n).toBe(1);
  });
});

describe("the nightly housekeeping", () => {
  it("deletes ended sessions, stale rate-limit counters and day-old live events, and keeps live ones", async () => {
    const user = await t.makeUser();
    const live = await createSession(t.db, { userId: user.id, provider: "credentials" });
    const ended = await createSession(t.db, { userId: user.id, provider: "credentials" });
    await t.db.update(sessions).set({ expire: new Date(Date.now() - 60_000) }).where(eq(sessions.sid, ended));
    await hitRateLimit(t.db, `housekeeping-old:${user.id}`, { limit: 5, windowMs: 60_000 });
    await hitRateLimit(t.db, `housekeeping-new:${user.id}`, { limit: 5, windowMs: 60_000 });
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
      .where(eq(rateLimits.key, `housekeeping-old:${user.id}`));
    await t.db.delete(liveEvents);
    const [oldEvent, newEvent] = await t.db
      .insert(liveEvents)
      .values([
        { userId: user.id, kind: "notification", refId: "old", createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
        { userId: user.id, kind: "notification", refId: "new" },
      ])
      .returning({ id: liveEvents.id });

    expect(await queue.runHousekeeping()).toEqual({
      sessions: 1,
      rateLimits: 1,
      liveEvents: 1,
      idempotencyKeys: 0,
      unsentAttachments: 0,
      unfinishedUploads: 0,
    });
    const kept = (await t.db.select({ id: liveEvents.id }).from(liveEvents)).map((r) => r.id);
    expect(kept).toEqual([newEvent?.id]);
    expect(kept).not.toContain(oldEvent?.id);
    expect(await findSessionUser(t.db, live)).not.toBeNull();
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain(`housekeeping-new:${user.id}`);
    expect(keys).not.toContain(`housekeeping-old:${user.id}`);
  });

  it("is on the queue's schedule beside the e-mail sweep and the document reminders", async () => {
    const scheduled = await startJobQueue(t.db, { schedule: true });
    try {
      const names = (await scheduled.boss.getSchedules()).map((s) => [s.name, s.cron]);
      expect(names).toEqual(
        expect.arrayContaining([
          [QUEUES.notificationEmailSweep, "*/5 * * * *"],
          [QUEUES.housekeeping, "17 3 * * *"],
          [QUEUES.documentReminders, "0 8 * * *"],
          [QUEUES.searchAlerts, "* * * * *"],
          [QUEUES.searchDigestDaily, "0 7 * * *"],
          [QUEUES.searchDigestWeekly, "0 7 * * 1"],
          [QUEUES.paymentOperationsSweep, "* * * * *"],
          [QUEUES.autoRelease, "* * * * *"],
          [QUEUES.disputeEscalation, "* * * * *"],
        ]),
      );
    } finally {
      await scheduled.stop();
    }
  });
});

describe("the payments sweep", () => {
  it("finishes a charge a crash left between its record and the gateway call", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 1);
    await acceptProposal(t.db, { customerId: customer.id, proposalId: proposals[0]!.id });
    await recordCharge(t.db, { kind: "offline" }, { customerId: customer.id, paymentId: (await paymentOf(t, job.id))!.id });
    expect((await paymentOf(t, job.id))?.status).toBe("processing");
    const later = new Date(Date.now() + PAYMENT_OPERATION_GRACE_MS + 1_000);
    expect(await queue.sweepPendingPaymentOperations(later)).toMatchObject({ finished: 1 });
    expect((await paymentOf(t, job.id))?.status).toBe("completed");
  });
});

describe("the auto-release sweep", () => {
  it("releases a delivery nobody answered through the queue's worker, once, and again nothing after a restart", async () => {
    const { customer, job, proposals, operators } = await jobWithProposals(t, 1);
    const customerCaller = t.callerFor(customer);
    await customerCaller.proposals.accept({ id: proposals[0]!.id });
    await customerCaller.escrow.pay({ jobId: job.id });
    const operatorId = operators[0]!.user.id;
    const [milestone] = (await customerCaller.milestones.list({ id: job.id })).items;
    await t.callerFor(operators[0]!.user).milestones.deliver({ id: milestone!.id, note: "Done" });
    // The window has passed (as if AUTO_RELEASE_DAYS were over).
    await t.db.update(milestones).set({ autoReleaseAt: new Date(Date.now() - 60_000) }).where(eq(milestones.id, milestone!.id));

    // The running queue's worker takes the run (as its cron would every minute).
    await queue.boss.send(QUEUES.autoRelease, {});
    await expect.poll(async () => (await paymentOf(t, job.id))?.status, { timeout: 20_000 }).toBe("released");
    await queue.stop();

    // A restarted queue finds nothing left to do for it: no second transfer, no second message.
    const { gateway, calls } = countingGateway();
    queue = await startJobQueue(t.db, { pollingIntervalSeconds: 0.5, schedule: false, gateway });
    await queue.sweepAutoReleases();
    await queue.sweepAutoReleases(new Date(Date.now() + 60_000));
    expect(calls.transfer).toHaveLength(0);
    const [row] = await t.db.select().from(milestones).where(eq(milestones.id, milestone!.id));
    expect(row?.releasedBy).toBe("auto");
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.jobRequestId, job.id), eq(notifications.type, "payment_auto_released")));
    expect(told.map((n) => n.userId).sort()).toEqual([customer.id, operatorId].sort());
  });
});

describe("account e-mails go through the queue too", () => {
  it("queues a verification mail and the worker delivers it to the outbox", async () => {
    const email = `queued-${Date.now()}@example.test`;
    await sendVerificationEmail(t.db, { email, baseUrl: "http://localhost:3000" });
    await expect
      .poll(async () => (await t.db.select().from(emails).where(eq(emails.to, email))).map((m) => m.subject), { timeout: 15_000 })
      .toEqual(["Verify your Skyhire email address"]);
    const [job] = await t.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = ${QUEUES.mail} and data->>'to' = ${email}`,
    );
    expect(job?.state).toMatch(/active|completed/);
  });
});

describe("password-reset requests are done by the worker (security finding 5)", () => {
  it("queues the request whether or not the address has an account; the worker mails the account only", async () => {
    const user = await t.makeUser({ passwordHash: await hashPassword("old-password-1") });
    const unknown = `nobody-queued-${Date.now()}@example.test`;
    for (const email of [user.email, unknown]) {
      await requestPasswordReset(t.db, { email, baseUrl: "http://localhost:3000", ip: "192.0.2.44" });
    }
    await expect
      .poll(async () => (await t.db.select().from(emails).where(eq(emails.to, user.email))).map((m) => m.subject), { timeout: 15_000 })
      .toEqual(["Reset your Skyhire password"]);
    const jobs = await t.db.execute<{ email: string }>(
      sql`select data->>'email' as email from pgboss.job where name = ${QUEUES.passwordReset} order by created_on`,
    );
    expect(jobs.map((job) => job.email)).toEqual([user.email, unknown]);
    expect(await t.db.select().from(emails).where(eq(emails.to, unknown))).toHaveLength(0);
  });
});

describe("saved-search alerts", () => {
  it("are matched by the worker", async () => {
    const customer = await t.makeUser();
    await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { q: "lighthouse" } });
    const listing = await t.makeListing({ title: "Lighthouse facade inspection" });
    await queue.boss.send(QUEUES.searchAlerts, {});
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ link: notifications.link })
              .from(notifications)
              .where(and(eq(notifications.userId, customer.id), eq(notifications.type, "search_alert")))
          ).map((row) => row.link),
        { timeout: 15_000 },
      )
      .toEqual([`/listings/${listing.id}`]);
  });
});

describe("favourite alerts", () => {
  it("are told by the same worker run", async () => {
    const operator = await t.makeOperator();
    const customer = await t.makeUser();
    await t.callerFor(customer).favourites.add({ operatorId: operator.user.id });
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Harbour bridge survey" });
    await queue.boss.send(QUEUES.searchAlerts, {});
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ link: notifications.link })
              .from(notifications)
              .where(and(eq(notifications.userId, customer.id), eq(notifications.type, "favourite_listing")))
          ).map((row) => row.link),
        { timeout: 15_000 },
      )
      .toEqual([`/listings/${listing.id}`]);
  });
});
