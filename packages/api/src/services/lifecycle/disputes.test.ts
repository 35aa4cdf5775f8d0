import { auditLog, disputes, jobRequests, milestones, notifications, paymentOperations, payments } from "@skyhire/db";
import { toCents } from "@skyhire/payments";
import { DISPUTE_MESSAGES as DM, LIFECYCLE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../errors";
import { moneyOverview } from "../admin/money";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { refundJob } from "./cancellation";
import { releasePayment } from "./completion";
import {
  acceptSettlement,
  decideDispute,
  escalateDispute,
  escalateDueDisputes,
  escalationDue,
  executeResolution,
  feeOfShare,
  hasOpenDispute,
  listDisputes,
  openDispute,
  openDisputeOn,
  postDisputeMessage,
  proposeSettlement,
} from "./disputes";
import { confirmMilestone, jobMilestones } from "./milestones";
import { setNotificationMailer, type NotificationEmail } from "./notifications";
import { finishPendingPaymentOperations, PAYMENT_OPERATION_GRACE_MS } from "./recovery";
import { createReview } from "./reviews";
import { countingGateway, hiredJob } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
const jobIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const TEXT = "The photos delivered are of the wrong building.";
const REASON = "The evidence shows the wrong site was flown.";

/** A hired single-milestone deal (1000.00 HKD, fee 100.00) and its milestone. */
async function disputedDeal(opts: { open?: boolean } = { open: true }) {
  const deal = await hiredJob(t, 1);
  jobIds.push(deal.job.id);
  const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, deal.job.id));
  if (!milestone) throw new Error("no milestone");
  const operator = deal.operator.user;
  const dispute =
    opts.open === false
      ? null
      : await openDispute(t.db, { actor: deal.customer, values: { milestoneId: milestone.id, reason: "not_as_described", text: TEXT } });
  return { ...deal, milestone, operatorUser: operator, dispute };
}

async function paymentRow(jobId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.jobRequestId, jobId));
  if (!row) throw new Error("no payment");
  return row;
}

async function backdate(disputeId: string, days: number) {
  await t.db
    .update(disputes)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(disputes.id, disputeId));
}

async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("opening a dispute", () => {
  it("freezes a funded milestone: confirm, release and refund are refused with the frozen message", async () => {
    const { customer, job, milestone, dispute } = await disputedDeal();
    const { gateway, calls } = countingGateway();
    expect(dispute?.status).toBe("open");
    expect(await hasOpenDispute(t.db, milestone.id)).toBe(true);
    const frozen = { code: "INVALID_STATE", message: DM.frozen };
    await t.db.update(milestones).set({ deliveredAt: new Date() }).where(eq(milestones.id, milestone.id));
    expect(await failure(confirmMilestone(t.db, gateway, { actor: customer, milestoneId: milestone.id }))).toEqual(frozen);
    expect(await failure(releasePayment(t.db, gateway, { actor: admin, jobId: job.id }))).toEqual(frozen);
    expect(await failure(refundJob(t.db, gateway, { actor: admin, jobId: job.id }))).toEqual(frozen);
    expect(calls.transfer).toHaveLength(0);
    expect(calls.refund).toHaveLength(0);
    // The job page offers neither confirm nor a second dispute while frozen.
    const listed = await jobMilestones(t.db, { actor: customer, jobId: job.id });
    expect(listed.items[0]).toMatchObject({ disputeId: dispute?.id, actions: { canConfirm: false, canDispute: false } });
    const page = await t.callerFor(customer).proposals.byJob({ jobId: job.id });
    expect(page.actions.canConfirmCompletion).toBe(false);
    // The condition the automatic release uses over many milestones.
    const [row] = await t.db
      .select({ frozen: openDisputeOn(milestones.id) })
      .from(milestones)
      .where(eq(milestones.id, milestone.id));
    expect(row?.frozen).toBe(true);
  });

  it("is for the two parties of a funded milestone only, once", async () => {
    const fresh = await disputedDeal({ open: false });
    const offered = await jobMilestones(t.db, { actor: fresh.operatorUser, jobId: fresh.job.id });
    expect(offered.items[0]?.actions.canDispute).toBe(true);
    const { customer, operatorUser, milestone } = await disputedDeal();
    const stranger = await t.makeUser();
    const values = { milestoneId: milestone.id, reason: "late" as const, text: TEXT };
    expect(await failure(openDispute(t.db, { actor: stranger, values }))).toEqual({ code: "FORBIDDEN", message: DM.notAParty });
    expect(await failure(openDispute(t.db, { actor: operatorUser, values }))).toEqual({ code: "CONFLICT", message: DM.alreadyDisputed });
    expect(await failure(openDispute(t.db, { actor: customer, values: { ...values, milestoneId: "nope" } }))).toEqual({
      code: "NOT_FOUND",
      message: M.milestoneNotFound,
    });
    const released = await disputedDeal({ open: false });
    await t.db.update(milestones).set({ deliveredAt: new Date() }).where(eq(milestones.id, released.milestone.id));
    await releasePayment(t.db, countingGateway().gateway, { actor: released.customer, jobId: released.job.id });
    expect(
      await failure(openDispute(t.db, { actor: released.customer, values: { ...values, milestoneId: released.milestone.id } })),
    ).toEqual({ code: "INVALID_STATE", message: DM.notFunded });
  });

  it("answers bad input on the API with a clear 400", async () => {
    const { customer, milestone } = await disputedDeal({ open: false });
    const failed = await failureOf(
      t.callerFor(customer).disputes.open({ milestoneId: milestone.id, reason: "because" as "late", text: "short" }),
    );
    expect(failed.code).toBe("BAD_REQUEST");
    expect(failed.message).toContain("Please choose a reason");
  });
});

describe("settling in the thread", () => {
  it("a 70/30 split proposed by the customer and accepted by the operator moves the money once, conserved", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const { gateway, calls } = countingGateway();
    await postDisputeMessage(t.db, { actor: operatorUser, id: dispute!.id, body: "We flew the address on the order." });
    await postDisputeMessage(t.db, { actor: customer, id: dispute!.id, body: "Half of the images are usable." });
    const settlement = await proposeSettlement(t.db, { actor: customer, id: dispute!.id, operatorAmount: "700.00" });
    expect(await failure(acceptSettlement(t.db, gateway, { actor: customer, id: settlement.id }))).toEqual({
      code: "FORBIDDEN",
      message: DM.ownSettlement,
    });
    const view = await acceptSettlement(t.db, gateway, { actor: operatorUser, id: settlement.id });
    expect(view).toMatchObject({ status: "settled", outcome: "split", operatorAmount: "700.00" });
    expect(view.executedAt).not.toBeNull();
    expect(view.messages.map((m) => m.side)).toEqual(["operator", "customer"]);
    const payment = await paymentRow(job.id);
    // 300.00 back; the fee is 10% of the operator's 700.00.
    expect(payment).toMatchObject({ status: "released", refundedAmount: "300.00", platformFee: "70.00", operatorPayout: "630.00" });
    expect(calls.refund).toHaveLength(1);
    expect(calls.transfer).toHaveLength(1);
    const ops = await t.db.select().from(paymentOperations).where(eq(paymentOperations.paymentId, payment.id));
    expect(ops.find((o) => o.kind === "refund")?.request).toMatchObject({ amountCents: 30_000 });
    expect(ops.find((o) => o.kind === "transfer")?.request).toMatchObject({ amountCents: 63_000 });
    const [ended] = await t.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(ended?.status).toBe("completed");
    expect(await hasOpenDispute(t.db, payment.milestoneId)).toBe(false);
    // Accepting again changes nothing; messages and proposals are closed.
    await acceptSettlement(t.db, gateway, { actor: operatorUser, id: settlement.id });
    expect(calls.refund).toHaveLength(1);
    expect(await failure(postDisputeMessage(t.db, { actor: customer, id: dispute!.id, body: "x" }))).toEqual({
      code: "INVALID_STATE",
      message: DM.resolved,
    });
    // A review stays possible after a dispute.
    const review = await createReview(t.db, { customerId: customer.id, review: { jobId: job.id, rating: 3, comment: "Settled." } });
    expect(review.rating).toBe(3);
  });

  it("a newer proposal supersedes the older one, which can no longer be accepted", async () => {
    const { customer, operatorUser, dispute } = await disputedDeal();
    const older = await proposeSettlement(t.db, { actor: operatorUser, id: dispute!.id, operatorAmount: "900" });
    await proposeSettlement(t.db, { actor: operatorUser, id: dispute!.id, operatorAmount: "800" });
    expect(await failure(acceptSettlement(t.db, countingGateway().gateway, { actor: customer, id: older.id }))).toEqual({
      code: "INVALID_STATE",
      message: DM.settlementClosed,
    });
    expect(await failure(proposeSettlement(t.db, { actor: customer, id: dispute!.id, operatorAmount: "1000.01" }))).toEqual({
      code: "BAD_REQUEST",
      message: DM.shareTooLarge,
    });
  });
});

describe("the admin queue", () => {
  it("an admin decides only an escalated dispute: after 7 days, or when a party asks", async () => {
    const { dispute } = await disputedDeal();
    const { gateway } = countingGateway();
    const decide = (id: string) => decideDispute(t.db, gateway, { actor: admin, values: { id, outcome: "refund", reason: REASON } });
    expect(await failure(decide(dispute!.id))).toEqual({ code: "INVALID_STATE", message: DM.notEscalated });
    const queue = async () => (await listDisputes(t.db, { actor: admin, status: "escalated" })).items.map((d) => d.id);
    expect(await queue()).not.toContain(dispute!.id);
    await backdate(dispute!.id, 8);
    expect(await queue()).toContain(dispute!.id);

    const asked = await disputedDeal();
    const view = await escalateDispute(t.db, { actor: asked.operatorUser, id: asked.dispute!.id });
    expect(view.status).toBe("escalated");
    expect(await queue()).toContain(asked.dispute!.id);
  });

  it("the queue's sweep escalates a dispute 7 days old once, however many sweeps run, and tells both parties and the admins once", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const young = await disputedDeal();
    await backdate(dispute!.id, 8);
    const dueNotes = async (jobId: string) =>
      t.db
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.jobRequestId, jobId), inArray(notifications.title, ["Dispute sent to an admin", "Dispute waiting for a decision"])));

    // Ten sweeps at once, then another: one escalation.
    const counts = await Promise.all(Array.from({ length: 10 }, () => escalateDueDisputes(t.db)));
    await escalateDueDisputes(t.db);
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, dispute!.id));
    expect(row?.status).toBe("escalated");
    // Escalated at its due date, as the read-time rule had it.
    expect(row?.escalatedAt?.getTime()).toBe(escalationDue(row!.createdAt).getTime());
    const told = await dueNotes(job.id);
    expect(told.filter((n) => n.userId === customer.id)).toHaveLength(1);
    expect(told.filter((n) => n.userId === operatorUser.id)).toHaveLength(1);
    expect(told.filter((n) => n.userId === admin.id)).toEqual([{ userId: admin.id, title: "Dispute waiting for a decision" }]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await dueNotes(young.job.id)).toHaveLength(0);

    // Read the same before and after the sweep: escalated, and decidable by an admin.
    const { gateway } = countingGateway();
    const view = await decideDispute(t.db, gateway, { actor: admin, values: { id: dispute!.id, outcome: "refund", reason: REASON } });
    expect(view.status).toBe("decided");
  });

  it("the sweep leaves alone a dispute settled before its escalation date", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, { actor: customer, id: dispute!.id, operatorAmount: "500.00" });
    await acceptSettlement(t.db, countingGateway().gateway, { actor: operatorUser, id: settlement.id });
    await backdate(dispute!.id, 8);
    await escalateDueDisputes(t.db);
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, dispute!.id));
    expect(row).toMatchObject({ status: "settled", escalatedAt: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.jobRequestId, job.id), eq(notifications.title, "Dispute sent to an admin")));
    expect(told).toHaveLength(0);
  });

  it("a party's request for an admin tells both parties and the admins too", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    await escalateDispute(t.db, { actor: operatorUser, id: dispute!.id });
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.jobRequestId, job.id), inArray(notifications.title, ["Dispute sent to an admin", "Dispute waiting for a decision"])));
    expect(told.map((n) => n.userId).sort()).toEqual([admin.id, customer.id, operatorUser.id].sort());
    expect(await escalateDueDisputes(t.db)).toBe(0);
  });

  it("a refund decision gives everything back, is audited, tells both, counts as lost, and leaves a review possible", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const { gateway, calls } = countingGateway();
    await escalateDispute(t.db, { actor: customer, id: dispute!.id });
    const view = await decideDispute(t.db, gateway, { actor: admin, values: { id: dispute!.id, outcome: "refund", reason: REASON } });
    expect(view).toMatchObject({ status: "decided", outcome: "refund", operatorAmount: "0.00", decisionReason: REASON });
    expect(calls.refund).toHaveLength(1);
    expect(calls.transfer).toHaveLength(0);
    const payment = await paymentRow(job.id);
    expect(payment.status).toBe("refunded");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "dispute.decide"), eq(auditLog.targetId, dispute!.id)));
    expect(audit).toMatchObject({ reason: REASON, targetType: "dispute", actorId: admin.id });
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.jobRequestId, job.id), eq(notifications.title, "Dispute decided")));
    expect(told.map((n) => n.userId).sort()).toEqual([customer.id, operatorUser.id].sort());
    const page = await t.callerFor(null).operators.byId({ id: operatorUser.id });
    expect(page.disputesLost).toBe(1);
    // A different second decision is refused.
    expect(
      await failure(decideDispute(t.db, gateway, { actor: admin, values: { id: dispute!.id, outcome: "release", reason: REASON } })),
    ).toEqual({ code: "INVALID_STATE", message: DM.resolved });
    const review = await createReview(t.db, { customerId: customer.id, review: { jobId: job.id, rating: 1, comment: "Refunded." } });
    expect(review.operatorId).toBe(operatorUser.id);
  });

  it("the customer's reviews screen offers a review after an admin's refund and after a split, not after a refund without a dispute", async () => {
    const refunded = await disputedDeal();
    const { gateway } = countingGateway();
    await escalateDispute(t.db, { actor: refunded.customer, id: refunded.dispute!.id });
    await decideDispute(t.db, gateway, { actor: admin, values: { id: refunded.dispute!.id, outcome: "refund", reason: REASON } });
    const split = await disputedDeal();
    await escalateDispute(t.db, { actor: split.customer, id: split.dispute!.id });
    await decideDispute(t.db, gateway, {
      actor: admin,
      values: { id: split.dispute!.id, outcome: "split", operatorAmount: "400.00", reason: REASON },
    });
    const undisputed = await disputedDeal({ open: false });
    await refundJob(t.db, gateway, { actor: admin, jobId: undisputed.job.id });

    const screen = async (customer: SessionUser) => (await t.callerFor(customer).reviews.mine({ page: 1, pageSize: 20 })).items;
    expect(await screen(refunded.customer)).toEqual([
      expect.objectContaining({ id: refunded.job.id, status: "refunded", operatorId: refunded.operatorUser.id, canReview: true }),
    ]);
    expect(await screen(split.customer)).toEqual([
      expect.objectContaining({ id: split.job.id, status: "completed", operatorId: split.operatorUser.id, canReview: true }),
    ]);
    expect(await screen(undisputed.customer)).toEqual([]);
    const summary = (await t.callerFor(refunded.customer).reviews.mine({ page: 1, pageSize: 20 })).summary;
    expect(summary).toMatchObject({ completedProjects: 1, awaitingReview: 1 });
    // The window counts from when the refund's money moved.
    await t.db
      .update(disputes)
      .set({ executedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(disputes.id, refunded.dispute!.id));
    expect(await screen(refunded.customer)).toEqual([expect.objectContaining({ canReview: false, reviewPeriodPassed: true })]);
    expect(
      await failure(createReview(t.db, { customerId: refunded.customer.id, review: { jobId: refunded.job.id, rating: 2, comment: null } })),
    ).toEqual({ code: "INVALID_STATE", message: M.reviewPeriodPassed });
    expect(await failure(createReview(t.db, { customerId: undisputed.customer.id, review: { jobId: undisputed.job.id, rating: 2, comment: null } }))).toEqual({
      code: "INVALID_STATE",
      message: M.jobNotCompleted,
    });
  });

  it("a split decision must give each side part of the amount", async () => {
    const { customer, dispute, job } = await disputedDeal();
    const { gateway } = countingGateway();
    await escalateDispute(t.db, { actor: customer, id: dispute!.id });
    const split = (operatorAmount: string) =>
      decideDispute(t.db, gateway, { actor: admin, values: { id: dispute!.id, outcome: "split", operatorAmount, reason: REASON } });
    expect(await failure(split("1000"))).toEqual({ code: "BAD_REQUEST", message: DM.splitStrict });
    expect(await failure(split("1200"))).toEqual({ code: "BAD_REQUEST", message: DM.shareTooLarge });
    await split("333.33");
    expect(await paymentRow(job.id)).toMatchObject({
      status: "released",
      refundedAmount: "666.67",
      platformFee: "33.33",
      operatorPayout: "300.00",
    });
  });
});

/**
 * An escalated dispute of a 1000.00 HKD milestone (fee 100.00) decided by an admin, and what each
 * party was told by the decision: the notifications written from it on and the e-mails sent.
 */
type DisputedDeal = Awaited<ReturnType<typeof disputedDeal>>;

/** What each party of a fresh disputed deal is told (in-app and by e-mail) while `resolve` runs, after `prepare`. */
async function toldDuring(resolve: (deal: DisputedDeal) => Promise<unknown>, prepare?: (deal: DisputedDeal) => Promise<unknown>) {
  const deal = await disputedDeal();
  const { customer, operatorUser, job } = deal;
  await prepare?.(deal);
  const before = new Set(
    (await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.jobRequestId, job.id))).map((n) => n.id),
  );
  const mails: NotificationEmail[] = [];
  setNotificationMailer(async (_db, email) => {
    mails.push(email);
  });
  await resolve(deal);
  const notes = (
    await t.db
      .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.jobRequestId, job.id))
      // In the order they were written: without it PostgreSQL may return them in any order.
      .orderBy(asc(notifications.createdAt))
  ).filter((n) => !before.has(n.id));
  const toldTo = (user: SessionUser) => ({
    notes: notes.filter((n) => n.userId === user.id).map((n) => `${n.title}: ${n.body}`),
    mails: mails.filter((m) => m.to === user.email).map((m) => `${m.subject}: ${m.text}`),
  });
  return { customer: toldTo(customer), operator: toldTo(operatorUser), payment: await paymentRow(job.id) };
}

function decidedAndTold(values: { outcome: "release" | "refund" | "split"; operatorAmount?: string }) {
  return toldDuring(
    ({ dispute }) => decideDispute(t.db, countingGateway().gateway, { actor: admin, values: { id: dispute!.id, ...values, reason: REASON } }),
    ({ customer, dispute }) => escalateDispute(t.db, { actor: customer, id: dispute!.id }),
  );
}

describe("telling the parties of an admin's decision", () => {
  afterEach(() => setNotificationMailer(null));

  it("a split tells each party once, in one notification and one e-mail, with the outcome and the money that moves for them", async () => {
    const told = await decidedAndTold({ outcome: "split", operatorAmount: "300.00" });
    for (const party of [told.customer, told.operator]) {
      expect(party.notes).toHaveLength(1);
      expect(party.mails).toHaveLength(1);
      expect(party.notes[0]).toMatch(/^Dispute decided: An admin decided the dispute about ".+": split\./);
      expect(party.notes[0]).toContain(`Reason: ${REASON}`);
      // The e-mail says what the notification says.
      expect(party.mails[0]).toContain(party.notes[0]);
    }
    expect(told.customer.notes[0]).toContain(
      "HK$700.00 of the HK$1,000.00 milestone comes back to you, to the payment method you paid with; HK$300.00 goes to the operator.",
    );
    // 300.00 of the milestone, of which 10 % is the fee: the operator reads the 270.00 that is paid to them.
    expect(told.operator.notes[0]).toContain(
      "HK$300.00 of the HK$1,000.00 milestone is yours, HK$270.00 to you after the HK$30.00 Skyhire fee; HK$700.00 goes back to the customer.",
    );
    expect(told.payment).toMatchObject({ operatorPayout: "270.00", platformFee: "30.00", refundedAmount: "700.00" });
  });

  it("a release names the operator's payout after the fee, not the milestone before it; a refund tells each side once too", async () => {
    const released = await decidedAndTold({ outcome: "release" });
    expect(released.operator.notes).toEqual([expect.stringContaining("The whole HK$1,000.00 of the milestone is yours, HK$900.00 to you after the HK$100.00 Skyhire fee.")]);
    expect(released.operator.mails).toEqual([expect.stringContaining("HK$900.00 to you after the HK$100.00 Skyhire fee")]);
    expect(released.customer.notes).toEqual([expect.stringContaining("goes to the operator; nothing comes back to you.")]);
    expect(released.customer.mails).toHaveLength(1);
    expect(released.payment.operatorPayout).toBe("900.00");

    const refunded = await decidedAndTold({ outcome: "refund" });
    expect(refunded.customer.notes).toEqual([expect.stringContaining("The whole HK$1,000.00 of the milestone comes back to you")]);
    expect(refunded.customer.mails).toHaveLength(1);
    expect(refunded.operator.notes).toEqual([expect.stringContaining("goes back to the customer; nothing is paid to you.")]);
    expect(refunded.operator.mails).toHaveLength(1);
  });

  it("an accepted settlement tells each party once too, with who accepted and the money that moves for them", async () => {
    const told = await toldDuring(async ({ customer, operatorUser, dispute }) => {
      const settlement = await proposeSettlement(t.db, { actor: customer, id: dispute!.id, operatorAmount: "500.00" });
      await acceptSettlement(t.db, countingGateway().gateway, { actor: operatorUser, id: settlement.id });
    });
    // The operator heard of the customer's proposal; then one notice each for the settlement, none
    // again when its money moved.
    expect(told.operator.notes.map((note) => note.split(":")[0])).toEqual(["Settlement proposed", "Dispute settled"]);
    expect(told.customer.notes).toHaveLength(1);
    expect(told.customer.mails).toHaveLength(1);
    expect(told.customer.notes[0]).toMatch(/^Dispute settled: The operator accepted the settlement of the dispute about ".+"\./);
    expect(told.customer.notes[0]).toContain("HK$500.00 of the HK$1,000.00 milestone comes back to you");
    const operatorNote = told.operator.notes.find((note) => note.startsWith("Dispute settled"));
    expect(operatorNote).toMatch(/^Dispute settled: You accepted the settlement/);
    expect(operatorNote).toContain("HK$500.00 of the HK$1,000.00 milestone is yours, HK$450.00 to you after the HK$50.00 Skyhire fee");
    expect([...told.customer.notes, ...told.operator.notes].some((note) => note.includes("money moved"))).toBe(false);
    expect(told.payment).toMatchObject({ status: "released", operatorPayout: "450.00", refundedAmount: "500.00" });
  });
});

describe("exactly once", () => {
  it("20 confirms, 20 settlement accepts and 20 admin decisions at one milestone end in one outcome", async () => {
    const { customer, operatorUser, job, milestone, dispute } = await disputedDeal();
    await t.db.update(milestones).set({ deliveredAt: new Date() }).where(eq(milestones.id, milestone.id));
    const settlement = await proposeSettlement(t.db, { actor: operatorUser, id: dispute!.id, operatorAmount: "700" });
    await escalateDispute(t.db, { actor: customer, id: dispute!.id });
    const { gateway, calls } = countingGateway();
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => confirmMilestone(t.db, gateway, { actor: customer, milestoneId: milestone.id })),
      ...Array.from({ length: 20 }, () => acceptSettlement(t.db, gateway, { actor: customer, id: settlement.id })),
      ...Array.from({ length: 20 }, (_, i) =>
        decideDispute(t.db, gateway, {
          actor: admin,
          values: { id: dispute!.id, outcome: i % 2 ? "refund" : "release", reason: REASON },
        }),
      ),
    ]);
    // Every answer is an outcome or a clear refusal, never a crash.
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DomainError);
    }
    const [final] = await t.db.select().from(disputes).where(eq(disputes.id, dispute!.id));
    expect(final?.executedAt).not.toBeNull();
    const payment = await paymentRow(job.id);
    // One resolution, moved once: a split (the settlement), a release or a refund — never two.
    expect(calls.refund.length + calls.transfer.length).toBeLessThanOrEqual(2);
    expect(new Set(calls.refund).size).toBe(calls.refund.length);
    expect(new Set(calls.transfer).size).toBe(calls.transfer.length);
    if (final?.outcome === "split") expect(payment).toMatchObject({ status: "released", refundedAmount: "300.00" });
    if (final?.outcome === "release") expect(payment).toMatchObject({ status: "released", refundedAmount: "0.00" });
    if (final?.outcome === "refund") expect(payment.status).toBe("refunded");
    // Confirms never moved money while frozen; only the resolution did.
    expect(calls.transfer.length).toBe(final?.outcome === "refund" ? 0 : 1);
    expect(calls.refund.length).toBe(final?.outcome === "release" ? 0 : 1);
  });

  it("a resolution cut off between its refund and its transfer is finished by running it again", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, { actor: customer, id: dispute!.id, operatorAmount: "500" });
    const { gateway: base, calls } = countingGateway();
    let failTransfer = true;
    const flaky = {
      ...base,
      async transfer(input: Parameters<typeof base.transfer>[0]) {
        if (failTransfer) throw new Error("connection reset");
        return base.transfer(input);
      },
    };
    await expect(acceptSettlement(t.db, flaky, { actor: operatorUser, id: settlement.id })).rejects.toThrow(M.gatewayNoAnswer);
    expect(await hasOpenDispute(t.db, (await paymentRow(job.id)).milestoneId)).toBe(true);
    failTransfer = false;
    await executeResolution(t.db, flaky, dispute!.id);
    expect(await paymentRow(job.id)).toMatchObject({ status: "released", refundedAmount: "500.00" });
    expect(calls.refund).toHaveLength(1);
    expect(calls.transfer).toHaveLength(1);
  });
});

describe("the outbox sweep", () => {
  it("finishes a split's cut-off partial refund as the dispute's (not a full refund), and the transfer follows", async () => {
    const { customer, operatorUser, job, dispute } = await disputedDeal();
    const settlement = await proposeSettlement(t.db, { actor: operatorUser, id: dispute!.id, operatorAmount: "600" });
    const { gateway: base, calls } = countingGateway();
    const offline = { ...base, refund: () => Promise.reject(new Error("connection reset")) };
    await expect(acceptSettlement(t.db, offline, { actor: customer, id: settlement.id })).rejects.toThrow(M.gatewayNoAnswer);
    const swept = await finishPendingPaymentOperations(t.db, base, new Date(Date.now() + PAYMENT_OPERATION_GRACE_MS + 1_000));
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(job.id)).toMatchObject({ status: "completed", refundedAmount: "400.00", operatorPayout: "540.00" });
    expect(calls.refund).toHaveLength(1);
    await executeResolution(t.db, base, dispute!.id);
    expect(await paymentRow(job.id)).toMatchObject({ status: "released", refundedAmount: "400.00", platformFee: "60.00" });
    expect(calls.transfer).toHaveLength(1);
  });
});

describe("the admin money overview", () => {
  it("shows money frozen by disputes, open disputes with their age, and decisions by outcome", async () => {
    const { dispute } = await disputedDeal();
    await backdate(dispute!.id, 3);
    const overview = await moneyOverview(t.db);
    const hkd = overview.frozen.find((f) => f.currency === "HKD");
    // Every unresolved dispute made so far in this file holds its whole 1000.00.
    const unresolved = await t.db.select().from(disputes).where(isNull(disputes.executedAt));
    expect(hkd).toEqual({ currency: "HKD", amount: `${unresolved.length * 1000}.00`, count: unresolved.length });
    expect(overview.openDisputes.find((d) => d.id === dispute!.id)).toMatchObject({ ageDays: 3, status: "open", amount: "1000.00" });
    const ended = await t.db.select().from(disputes).where(inArray(disputes.status, ["settled", "decided"]));
    const counted = overview.disputeOutcomes.reduce((sum, o) => sum + o.settled + o.decided, 0);
    expect(counted).toBe(ended.length);
    expect(overview.disputeOutcomes.find((o) => o.outcome === "refund")?.decided).toBe(
      ended.filter((d) => d.status === "decided" && d.outcome === "refund").length,
    );
    expect(overview.disputeOutcomes.find((o) => o.outcome === "split")?.settled).toBeGreaterThanOrEqual(1);
    // Released and refunded count each side of a split once: with what is held, they add up to every charge.
    const all = await t.db.select().from(payments).where(eq(payments.currency, "HKD"));
    const charged = all.filter((p) => ["completed", "released", "refunded"].includes(p.status)).reduce((sum, p) => sum + toCents(p.amount), 0);
    const totals = overview.totals.find((row) => row.currency === "HKD")!;
    expect(toCents(totals.held) + toCents(totals.released) + toCents(totals.refunded)).toBe(charged);
    expect(toCents(totals.refunded)).toBe(
      all.reduce((sum, p) => sum + (p.status === "refunded" ? toCents(p.amount) : p.status === "released" ? toCents(p.refundedAmount) : 0), 0),
    );
  });
});

describe("money is conserved", () => {
  it("for every deal made here: charged = released to the operator + platform fee + refunded, to the cent", async () => {
    const rows = await t.db.select().from(payments).where(inArray(payments.jobRequestId, jobIds));
    expect(rows.length).toBeGreaterThan(5);
    const ops = await t.db
      .select()
      .from(paymentOperations)
      .where(and(inArray(paymentOperations.paymentId, rows.map((p) => p.id)), eq(paymentOperations.status, "succeeded")));
    for (const payment of rows) {
      const mine = ops.filter((o) => o.paymentId === payment.id);
      const charged = mine.filter((o) => o.kind === "charge").reduce((sum, o) => sum + Number(o.request.amountCents), 0);
      const transferred = mine.filter((o) => o.kind === "transfer").reduce((sum, o) => sum + Number(o.request.amountCents), 0);
      // A refund without an amount gave the whole charge back.
      const refunded = mine
        .filter((o) => o.kind === "refund")
        .reduce((sum, o) => sum + (o.request.amountCents === undefined ? charged : Number(o.request.amountCents)), 0);
      const fee = payment.status === "released" ? toCents(payment.platformFee) : 0;
      expect(charged).toBe(toCents(payment.amount));
      if (payment.status === "completed") continue; // still held (frozen or waiting)
      expect(transferred + fee + refunded).toBe(charged);
      // And the row says the same: amount = payout + fee + refunded amount for a release.
      if (payment.status === "released") {
        expect(toCents(payment.operatorPayout) + toCents(payment.platformFee) + toCents(payment.refundedAmount)).toBe(charged);
        expect(transferred).toBe(toCents(payment.operatorPayout));
      }
    }
  });

  it("the fee of a share is proportional, rounded half-up, never more than the share", () => {
    expect(feeOfShare({ amountCents: 100_000, feeCents: 10_000, shareCents: 70_000 })).toBe(7_000);
    expect(feeOfShare({ amountCents: 100_000, feeCents: 10_000, shareCents: 33_333 })).toBe(3_333);
    expect(feeOfShare({ amountCents: 3, feeCents: 1, shareCents: 2 })).toBe(1);
    expect(feeOfShare({ amountCents: 100, feeCents: 100, shareCents: 1 })).toBe(1);
  });
});
