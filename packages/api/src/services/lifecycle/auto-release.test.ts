import { emails, milestones, notifications, payments } from "@skyhire/db";
import { AUTO_RELEASE_DAYS, LIFECYCLE_MESSAGES as M, autoReleaseNotice, formatAutoReleaseDate } from "@skyhire/validators";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { releaseDueMilestones, reminderDue, runAutoRelease, sendAutoReleaseReminders } from "./auto-release";
import {
  AUTO_RELEASE_DAYS_MESSAGE,
  AUTO_RELEASE_SWEEP_SECONDS_MESSAGE,
  autoReleaseDays,
  autoReleaseSweepSeconds,
  daysLater,
  milestonesDueForAutoRelease,
} from "./auto-release-due";
import { releaseMilestonePayment } from "./completion";
import { countingGateway, customerWithCard } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A hired two-milestone deal with both milestones funded and the first delivered. */
async function deliveredMilestone() {
  const customer = await customerWithCard(t);
  const job = await t.makeJob({ customerId: customer.id, title: "Roof inspection" });
  const operator = await t.makeOperator();
  const proposal = await t.callerFor(operator.user).proposals.create({
    jobId: job.id,
    quote: "500",
    message: "Flight and report.",
    timeline: "1 week",
    milestones: [
      { title: "Flight", amount: "200" },
      { title: "Report", amount: "300" },
    ],
  });
  const customerCaller = t.callerFor(customer);
  await customerCaller.proposals.accept({ id: proposal.id });
  const plan = await customerCaller.milestones.list({ id: job.id });
  const [first, second] = plan.items;
  await customerCaller.milestones.fund({ id: first!.id, all: true });
  const delivered = await t.callerFor(operator.user).milestones.deliver({ id: first!.id, note: "Footage uploaded" });
  const [payment] = await t.db.select().from(payments).where(eq(payments.milestoneId, first!.id));
  return { customer, operator, job, milestone: delivered, second: second!, payment: payment! };
}

async function milestoneRow(id: string) {
  const [row] = await t.db.select().from(milestones).where(eq(milestones.id, id));
  return row!;
}

async function notificationsOf(userId: string, jobId: string) {
  const rows = await t.db
    .select({ type: notifications.type, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.jobRequestId, jobId)));
  return rows;
}

describe("AUTO_RELEASE_DAYS", () => {
  it("is 14 days unless the environment says otherwise, fractions allowed; nonsense stops the server", () => {
    expect(AUTO_RELEASE_DAYS).toBe(14);
    expect(autoReleaseDays({})).toBe(14);
    expect(autoReleaseDays({ AUTO_RELEASE_DAYS: "" })).toBe(14);
    expect(autoReleaseDays({ AUTO_RELEASE_DAYS: "7" })).toBe(7);
    expect(autoReleaseDays({ AUTO_RELEASE_DAYS: "0.0001" })).toBe(0.0001);
    for (const bad of ["0", "-1", "soon", "Infinity"]) {
      expect(() => autoReleaseDays({ AUTO_RELEASE_DAYS: bad })).toThrow(AUTO_RELEASE_DAYS_MESSAGE);
    }
    expect(autoReleaseSweepSeconds({})).toBeUndefined();
    expect(autoReleaseSweepSeconds({ AUTO_RELEASE_SWEEP_SECONDS: "2" })).toBe(2);
    expect(() => autoReleaseSweepSeconds({ AUTO_RELEASE_SWEEP_SECONDS: "0.5" })).toThrow(AUTO_RELEASE_SWEEP_SECONDS_MESSAGE);
  });

  it("words the date the same way on both sides", () => {
    const at = new Date("2026-12-10T09:30:00Z");
    expect(formatAutoReleaseDate(at)).toBe("10 Dec 2026, 09:30 UTC");
    expect(autoReleaseNotice("customer", at)).toBe("Releases automatically on 10 Dec 2026, 09:30 UTC unless you confirm or dispute");
    expect(autoReleaseNotice("operator", at)).toContain("10 Dec 2026, 09:30 UTC");
  });
});

describe("delivery sets the auto-release date", () => {
  it("is delivery + AUTO_RELEASE_DAYS, shown to both sides while the delivery waits, and told to the customer", async () => {
    const { customer, operator, job, milestone } = await deliveredMilestone();
    const row = await milestoneRow(milestone.id);
    expect(row.autoReleaseAt?.getTime()).toBe(daysLater(row.deliveredAt!, AUTO_RELEASE_DAYS).getTime());
    const customerView = await t.callerFor(customer).milestones.list({ id: job.id });
    const operatorView = await t.callerFor(operator.user).milestones.list({ id: job.id });
    expect(customerView.items.map((m) => m.autoReleaseAt?.getTime() ?? null)).toEqual([row.autoReleaseAt!.getTime(), null]);
    expect(operatorView.items[0]?.autoReleaseAt?.getTime()).toBe(row.autoReleaseAt!.getTime());
    const told = await notificationsOf(customer.id, job.id);
    expect(told.find((n) => n.type === "job_delivered")?.body).toContain(formatAutoReleaseDate(row.autoReleaseAt!));

    // Confirmed by the customer: no date any more, released by the customer, never picked by the sweep.
    await t.callerFor(customer).milestones.confirm({ id: milestone.id });
    const after = await t.callerFor(customer).milestones.list({ id: job.id });
    expect(after.items[0]).toMatchObject({ state: "released", autoReleaseAt: null, releasedBy: "customer" });
    const later = daysLater(new Date(), AUTO_RELEASE_DAYS + 1);
    expect((await milestonesDueForAutoRelease(t.db, later)).map((c) => c.milestoneId)).not.toContain(milestone.id);
  });
});

describe("reminders", () => {
  it("picks the fewest days the date is within, none that would come before the delivery", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    const delivered = daysLater(now, -10);
    const due = (days: number) => reminderDue({ deliveredAt: delivered, autoReleaseAt: daysLater(now, days) }, now);
    expect(due(5)).toBeNull();
    expect(due(3)).toBe(3);
    expect(due(2)).toBe(3);
    expect(due(1)).toBe(1);
    expect(due(0.1)).toBe(1);
    expect(due(0)).toBeNull();
    // A two-day window: no 3-day reminder, the 1-day one only.
    expect(reminderDue({ deliveredAt: now, autoReleaseAt: daysLater(now, 2) }, now)).toBeNull();
    expect(reminderDue({ deliveredAt: now, autoReleaseAt: daysLater(now, 2) }, daysLater(now, 1.5))).toBe(1);
    // A window of seconds (a test server): no reminder at all.
    expect(reminderDue({ deliveredAt: now, autoReleaseAt: new Date(now.getTime() + 30_000) }, now)).toBeNull();
  });

  it("tells the customer 3 days and 1 day before, each once (notification and e-mail)", async () => {
    const { customer, job, milestone } = await deliveredMilestone();
    const at = (await milestoneRow(milestone.id)).autoReleaseAt!;
    const reminders = async () =>
      (await notificationsOf(customer.id, job.id)).filter((n) => n.type === "auto_release_reminder").map((n) => n.title);

    await sendAutoReleaseReminders(t.db, new Date(at.getTime() - 3 * DAY - MINUTE));
    expect(await reminders()).toEqual([]);

    const threeDaysBefore = new Date(at.getTime() - 3 * DAY + MINUTE);
    await sendAutoReleaseReminders(t.db, threeDaysBefore);
    await sendAutoReleaseReminders(t.db, threeDaysBefore);
    await Promise.all(Array.from({ length: 10 }, () => sendAutoReleaseReminders(t.db, new Date(threeDaysBefore.getTime() + MINUTE))));
    expect(await reminders()).toEqual(["Payment releases in 3 days"]);

    const oneDayBefore = new Date(at.getTime() - DAY + MINUTE);
    await Promise.all(Array.from({ length: 10 }, () => sendAutoReleaseReminders(t.db, oneDayBefore)));
    expect((await reminders()).sort()).toEqual(["Payment releases in 3 days", "Payment releases tomorrow"]);
    const body = (await notificationsOf(customer.id, job.id)).find((n) => n.type === "auto_release_reminder")?.body;
    expect(body).toContain(`automatically on ${formatAutoReleaseDate(at)} unless you confirm or dispute`);

    // Each reminder also went out as an e-mail, once.
    const mails = await t.db.select({ subject: emails.subject }).from(emails).where(eq(emails.to, customer.email));
    expect(mails.filter((m) => m.subject.includes("Payment releases")).map((m) => m.subject).sort()).toEqual([
      expect.stringContaining("Payment releases in 3 days"),
      expect.stringContaining("Payment releases tomorrow"),
    ]);
  });
});

describe("auto-release", () => {
  it("releases nothing before the date, then once, recorded as automatic, both sides told", async () => {
    const { customer, operator, job, milestone, second, payment } = await deliveredMilestone();
    const at = (await milestoneRow(milestone.id)).autoReleaseAt!;
    const { gateway, calls } = countingGateway();

    const transfersOfThis = () => calls.transfer.filter((key) => key.startsWith(`transfer_${payment.id}`));
    await releaseDueMilestones(t.db, gateway, new Date(at.getTime() - MINUTE));
    expect(transfersOfThis()).toHaveLength(0);
    // Asked directly before its date, the release is refused.
    await expect(
      releaseMilestonePayment(t.db, gateway, { actor: { auto: true, now: new Date(at.getTime() - MINUTE) }, paymentId: payment.id }),
    ).rejects.toMatchObject({ code: "INVALID_STATE", message: M.notDueForAutoRelease });

    const due = new Date(at.getTime() + MINUTE);
    expect((await runAutoRelease(t.db, gateway, due)).released).toBeGreaterThanOrEqual(1);
    expect(await runAutoRelease(t.db, gateway, due)).toMatchObject({ released: 0, failed: 0 });
    expect(transfersOfThis()).toHaveLength(1);
    const row = await milestoneRow(milestone.id);
    expect(row.releasedBy).toBe("auto");
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe("released");

    const customerTold = await notificationsOf(customer.id, job.id);
    const operatorTold = await notificationsOf(operator.user.id, job.id);
    expect(customerTold.filter((n) => n.type === "payment_auto_released").map((n) => n.title)).toEqual(["Payment released automatically"]);
    expect(operatorTold.filter((n) => n.type === "payment_auto_released").map((n) => n.title)).toEqual(["Milestone released automatically"]);
    expect(operatorTold.filter((n) => n.type === "payout_sent")).toHaveLength(1);

    const view = await t.callerFor(customer).milestones.list({ id: job.id });
    expect(view.items.map((m) => [m.state, m.releasedBy])).toEqual([
      ["released", "auto"],
      ["funded", null],
    ]);
    // The undelivered milestone is never due, however late.
    expect((await milestonesDueForAutoRelease(t.db, daysLater(due, 365))).map((c) => c.milestoneId)).not.toContain(second.id);
  });

  it("20 sweeps at once release once", async () => {
    const { operator, job, milestone, payment } = await deliveredMilestone();
    const at = (await milestoneRow(milestone.id)).autoReleaseAt!;
    const { gateway, calls } = countingGateway();
    const due = new Date(at.getTime() + MINUTE);
    // Earlier milestones of this file may be due too: each run is counted for this one only.
    await releaseDueMilestones(t.db, gateway, new Date(at.getTime() - MINUTE));
    calls.transfer.length = 0;
    const runs = await Promise.all(Array.from({ length: 20 }, () => runAutoRelease(t.db, gateway, due)));
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(1);
    expect(new Set(calls.transfer)).toEqual(new Set([`transfer_${payment.id}`]));
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe("released");
    const told = await notificationsOf(operator.user.id, job.id);
    expect(told.filter((n) => n.type === "payment_auto_released")).toHaveLength(1);
    expect(told.filter((n) => n.type === "payout_sent")).toHaveLength(1);
  });

  it("a customer's confirm racing 20 sweeps gives one release", async () => {
    const { customer, milestone, payment } = await deliveredMilestone();
    const at = (await milestoneRow(milestone.id)).autoReleaseAt!;
    const { gateway, calls } = countingGateway();
    const due = new Date(at.getTime() + MINUTE);
    await Promise.all([
      ...Array.from({ length: 20 }, () => runAutoRelease(t.db, gateway, due)),
      releaseMilestonePayment(t.db, gateway, { actor: customer, paymentId: payment.id }),
    ]);
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe("released");
    expect(new Set(calls.transfer).size).toBe(1);
    expect(["customer", "auto"]).toContain((await milestoneRow(milestone.id)).releasedBy);
  });

  it("leaves a due milestone the gateway refuses for the next run, and still releases the others", async () => {
    const first = await deliveredMilestone();
    const second = await deliveredMilestone();
    const at = (await milestoneRow(second.milestone.id)).autoReleaseAt!;
    const due = new Date(at.getTime() + MINUTE);
    const { gateway } = countingGateway();
    const refusing = {
      ...gateway,
      transfer: async (input: Parameters<typeof gateway.transfer>[0]) => {
        if (input.idempotencyKey.startsWith(`transfer_${first.payment.id}`)) throw new Error("gateway down");
        return gateway.transfer(input);
      },
    };
    const result = await releaseDueMilestones(t.db, refusing, due);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const statuses = await t.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [first.payment.id, second.payment.id]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [first.payment.id]: "completed",
      [second.payment.id]: "released",
    });
    // The next run, the gateway back, sends the same transfer and releases it.
    await releaseDueMilestones(t.db, gateway, due);
    const [later] = await t.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(later?.status).toBe("released");
  });

  it("is refused to anyone but the queue: a stranger cannot release", async () => {
    const { payment } = await deliveredMilestone();
    const stranger = await t.makeUser();
    const { gateway } = countingGateway();
    await expect(releaseMilestonePayment(t.db, gateway, { actor: stranger, paymentId: payment.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("auto-release and disputes", () => {
  it("never releases a disputed milestone, nor reminds or shows a date for it, and releases it directly only through the dispute", async () => {
    const { customer, job, milestone, payment } = await deliveredMilestone();
    await t.callerFor(customer).disputes.open({
      milestoneId: milestone.id,
      reason: "not_as_described",
      text: "The footage covers the wrong roof section.",
    });
    const at = (await milestoneRow(milestone.id)).autoReleaseAt!;
    const long = new Date(at.getTime() + 30 * DAY);
    expect(await milestonesDueForAutoRelease(t.db, long, { milestoneId: milestone.id })).toEqual([]);

    const { gateway, calls } = countingGateway();
    await runAutoRelease(t.db, gateway, long);
    expect(calls.transfer.filter((key) => key.startsWith(`transfer_${payment.id}`))).toHaveLength(0);
    const [held] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(held?.status).toBe("completed");
    expect((await milestoneRow(milestone.id)).releasedBy).toBeNull();
    const reminders = (await notificationsOf(customer.id, job.id)).filter((n) => n.type === "auto_release_reminder");
    expect(reminders).toEqual([]);

    const seen = await t.callerFor(customer).milestones.list({ id: job.id });
    expect(seen.items.find((item) => item.id === milestone.id)?.autoReleaseAt).toBeNull();
  });
});
