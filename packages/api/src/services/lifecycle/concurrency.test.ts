/**
 * Two clicks, two tabs, two users at once. Run on the embedded PGlite (one connection: statements
 * queue) and on a real server (TEST_DATABASE_URL, a pool of 10: transactions truly overlap);
 * `pnpm test:resilience` runs them on the server (docs/architecture.md#resilience).
 */
import { jobRequests, paymentAttempts, payments, proposals } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { cancelJob, refundJob } from "./cancellation";
import { markDelivered, releasePayment } from "./completion";
import { applyChargeAnswer, payForJob, recordCharge } from "./escrow";
import { sendOperation } from "./outbox";
import { acceptProposal } from "./proposals";
import { countingGateway, hiredJob, jobWithProposals, paymentOf } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** Accepts and pays at once (the numbers of an outside test that found them holding). */
const PARALLEL = 50;
/** Releases at once. */
const RELEASES = 20;

async function proposalStatuses(jobId: string) {
  const rows = await t.db.select().from(proposals).where(eq(proposals.jobRequestId, jobId));
  return rows.map((p) => p.status);
}

describe("concurrent lifecycle calls", () => {
  it("50 parallel accepts and 50 parallel pays at one job end with one hire and one charge", async () => {
    const { customer, job, proposals: sent } = await jobWithProposals(t, 5);
    const { gateway, calls } = countingGateway();
    const accept = (i: number) =>
      acceptProposal(t.db, { customerId: customer.id, proposalId: sent[i % sent.length]!.id });
    const pay = () => payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id });

    // All at once: accepts of five different proposals race each other and the pays.
    const burst = await Promise.allSettled([
      ...Array.from({ length: PARALLEL }, (_, i) => accept(i)),
      ...Array.from({ length: PARALLEL }, () => pay()),
    ]);
    const accepted = burst
      .slice(0, PARALLEL)
      .filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof accept>>> => r.status === "fulfilled");
    expect(new Set(accepted.map((r) => r.value.proposal.id)).size).toBe(1);
    expect(calls.charge.length).toBeLessThanOrEqual(1);

    // Then fifty more pays (some of the first ones may have come before any accept).
    const pays = await Promise.all(Array.from({ length: PARALLEL }, () => pay()));
    expect(pays.every((r) => r.payment.status === "completed")).toBe(true);

    const statuses = await proposalStatuses(job.id);
    expect(statuses.filter((s) => s === "hired")).toHaveLength(1);
    expect(statuses.filter((s) => s === "rejected")).toHaveLength(4);
    expect(calls.charge).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.jobRequestId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("completed");
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, rows[0]!.id));
    expect(attempts).toHaveLength(1);
  });

  it("50 parallel pays right after one accept charge once", async () => {
    const { customer, job, proposals: sent } = await jobWithProposals(t, 2);
    await acceptProposal(t.db, { customerId: customer.id, proposalId: sent[1]!.id });
    const { gateway, calls } = countingGateway();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id })),
    );
    expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already_paid")).toHaveLength(PARALLEL - 1);
    expect(calls.charge).toHaveLength(1);
  });

  it("20 parallel releases pay out once; a refund racing them changes nothing after the release", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await markDelivered(t.db, { operatorId: operator.user.id, proposalId: proposal.id });
    const { gateway, calls } = countingGateway();
    const results = await Promise.allSettled([
      ...Array.from({ length: RELEASES }, () => releasePayment(t.db, gateway, { actor: customer, jobId: job.id })),
      refundJob(t.db, gateway, { actor: customer, jobId: job.id }),
    ]);
    const released = results.filter((r) => r.status === "fulfilled" && "outcome" in r.value && r.value.outcome === "released");
    expect(released).toHaveLength(1);
    expect(calls.transfer).toHaveLength(1);
    // The refund was refused (delivered, or already released): no money went back.
    expect(calls.refund).toHaveLength(0);
    const [row] = await t.db.select().from(payments).where(eq(payments.jobRequestId, job.id));
    expect(row?.status).toBe("released");
  });

  it("a cancel racing 50 accepts leaves the job cancelled with no proposal in play and nothing charged", async () => {
    const { customer, job, proposals: sent } = await jobWithProposals(t, 5);
    const { gateway, calls } = countingGateway();
    const results = await Promise.allSettled([
      ...Array.from({ length: PARALLEL }, (_, i) =>
        acceptProposal(t.db, { customerId: customer.id, proposalId: sent[i % sent.length]!.id }),
      ),
      cancelJob(t.db, { actor: customer, jobId: job.id }),
    ]);
    // An open job with an accepted, unpaid proposal can still be cancelled: the cancel always wins.
    expect(results.at(-1)).toMatchObject({ status: "fulfilled", value: { status: "cancelled" } });
    // Accepts that came after it were refused; the ones before were undone by it.
    expect(await proposalStatuses(job.id)).toEqual(Array.from({ length: 5 }, () => "rejected"));
    const [row] = await t.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(row?.status).toBe("cancelled");
    // Paying for the cancelled job is refused and charges nothing.
    await expect(payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id })).rejects.toThrow();
    expect(calls.charge).toHaveLength(0);
  });

  it("20 pays from separate server instances send one charge: the same key, applied once", async () => {
    const { customer, job, proposals: sent } = await jobWithProposals(t, 1);
    await acceptProposal(t.db, { customerId: customer.id, proposalId: sent[0]!.id });
    const { gateway, calls } = countingGateway();
    // No in-process ordering between them, as between two web servers: each records or picks up the charge.
    const instancePay = async () => {
      const step = await recordCharge(t.db, gateway, { customerId: customer.id, paymentId: (await paymentOf(t, job.id))!.id });
      return "op" in step ? (await sendOperation(t.db, gateway, step.op, applyChargeAnswer)).outcome : step.done.outcome;
    };
    const outcomes = await Promise.all(Array.from({ length: PARALLEL }, instancePay));
    expect(outcomes.every((o) => o === "paid" || o === "already_paid")).toBe(true);
    const [row] = await t.db.select().from(payments).where(eq(payments.jobRequestId, job.id));
    expect(row?.status).toBe("completed");
    expect(new Set(calls.charge)).toEqual(new Set([`${row!.idempotencyKey}:1`]));
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, row!.id))).toHaveLength(1);
  });
});
