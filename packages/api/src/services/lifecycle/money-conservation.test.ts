import { milestones } from "@skyhire/db";
import { seedDatabase } from "@skyhire/db/seed";
import { toCents } from "@skyhire/payments";
import { AUTO_RELEASE_DAYS, type SessionUser } from "@skyhire/validators";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { releaseDueMilestones } from "./auto-release";
import {
  acceptSettlement,
  decideDispute,
  escalateDispute,
  openDispute,
  proposeSettlement,
} from "./disputes";
import { countingGateway, customerWithCard } from "./test-fixtures";

/**
 * Money is conserved (issue 15, docs/product.md#disputes): for every deal of the seeded world and
 * every deal made here through the app — released, released automatically, refunded by the
 * customer, settled as a split, decided by an admin (release, refund, split), still held, frozen —
 * charged = released to the operator + platform fee + refunded + still held, to the cent; the
 * gateway was asked to move exactly that; and each customer's invoices less their credit notes are
 * what they paid in the end.
 */

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = "The evidence decides it.";
const { gateway } = countingGateway();

/** A hired deal of 3 milestones (333.33 + 333.33 + 333.34 HKD), all funded. */
async function fundedThreeMilestones() {
  const customer = await customerWithCard(t);
  const job = await t.makeJob({
    customerId: customer.id,
    title: "Conservation survey",
    currency: "HKD",
  });
  const operator = await t.makeOperator();
  const proposal = await t.callerFor(operator.user).proposals.create({
    jobId: job.id,
    quote: "1000",
    message: "Three stages.",
    timeline: "3 weeks",
    milestones: [
      { title: "Flight", amount: "333.33" },
      { title: "Processing", amount: "333.33" },
      { title: "Report", amount: "333.34" },
    ],
  });
  await t.callerFor(customer).proposals.accept({ id: proposal.id });
  const ids = (
    await t.db
      .select({ id: milestones.id })
      .from(milestones)
      .where(eq(milestones.jobRequestId, job.id))
      .orderBy(asc(milestones.position))
  ).map((m) => m.id);
  await t.callerFor(customer).milestones.fund({ id: ids[0]!, all: true });
  return { customer, operator: operator.user, job, ids };
}

async function disputeOf(actor: SessionUser, milestoneId: string) {
  return openDispute(t.db, {
    actor,
    values: { milestoneId, reason: "not_as_described", text: "Not what was ordered." },
  });
}

/** Every ending a milestone can have, spread over a few deals. */
async function generateDeals() {
  // Confirmed, settled 70/30 by the parties, frozen by an open dispute.
  const a = await fundedThreeMilestones();
  const operatorA = t.callerFor(a.operator);
  for (const id of a.ids) await operatorA.milestones.deliver({ id, note: "Done." });
  await t.callerFor(a.customer).milestones.confirm({ id: a.ids[0]! });
  const settled = await disputeOf(a.customer, a.ids[1]!);
  const offer = await proposeSettlement(t.db, {
    actor: a.customer,
    id: settled.id,
    operatorAmount: "233.33",
  });
  await acceptSettlement(t.db, gateway, { actor: a.operator, id: offer.id });
  await disputeOf(a.operator, a.ids[2]!);

  // Admin decisions: split with odd cents, refund, release.
  const b = await fundedThreeMilestones();
  const decisions = [
    { outcome: "split", operatorAmount: "111.11" },
    { outcome: "refund" },
    { outcome: "release" },
  ] as const;
  for (const [index, decision] of decisions.entries()) {
    const opened = await disputeOf(b.customer, b.ids[index]!);
    await escalateDispute(t.db, { actor: b.operator, id: opened.id });
    await decideDispute(t.db, gateway, {
      actor: admin,
      values: { id: opened.id, reason: REASON, ...decision },
    });
  }

  // Released automatically after the window; the rest refunded by the customer before delivery.
  const c = await fundedThreeMilestones();
  await t.callerFor(c.operator).milestones.deliver({ id: c.ids[0]!, note: "Done." });
  const result = await releaseDueMilestones(
    t.db,
    gateway,
    new Date(Date.now() + AUTO_RELEASE_DAYS * DAY_MS + 60_000),
  );
  expect(result.released).toBeGreaterThanOrEqual(1);
  const refundable = await fundedThreeMilestones();
  await t.callerFor(refundable.customer).escrow.refund({ jobId: refundable.job.id });

  // Still held: funded, not delivered.
  await fundedThreeMilestones();
}

type DealSums = {
  job: string;
  charged: string;
  released: string;
  fees: string;
  refunded: string;
  held: string;
};

describe("money conservation", () => {
  it("for every seeded and generated deal: charged = released to operator + platform fee + refunded + still held, to the cent", async () => {
    await seedDatabase(t.db, { demoAccounts: false });
    await generateDeals();

    // From the payments: a split's refunded part is `refunded_amount`; a full refund is the amount.
    const deals = [
      ...(await t.db.execute<DealSums>(sql`
        select job_request_id as job,
          coalesce(sum(amount) filter (where status in ('completed', 'released', 'refunded')), 0)::text as charged,
          coalesce(sum(operator_payout) filter (where status = 'released'), 0)::text as released,
          coalesce(sum(platform_fee) filter (where status = 'released'), 0)::text as fees,
          (coalesce(sum(amount) filter (where status = 'refunded'), 0)
            + coalesce(sum(refunded_amount) filter (where status in ('released', 'completed')), 0))::text as refunded,
          coalesce(sum(amount - refunded_amount) filter (where status = 'completed'), 0)::text as held
        from payments group by job_request_id`)),
    ];
    expect(deals.length).toBeGreaterThan(20);
    expect(
      deals.filter((d) => toCents(d.refunded) > 0 && toCents(d.released) > 0).length,
    ).toBeGreaterThanOrEqual(2);
    for (const deal of deals) {
      expect(toCents(deal.charged), deal.job).toBe(
        toCents(deal.released) + toCents(deal.fees) + toCents(deal.refunded) + toCents(deal.held),
      );
    }

    // Every payment's own split: payout + fee + the part given back = amount.
    const [broken] = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where operator_payout + platform_fee + refunded_amount <> amount`,
    );
    expect(broken?.n).toBe(0);

    // What the gateway was asked to move, for every deal made through the app: the charges equal
    // the transfers to the operator + the platform fees kept + the refunds + what is still held.
    const moved = [
      ...(await t.db.execute<{
        job: string;
        charged: string;
        transferred: string;
        refunded: string;
        fees: string;
        held: string;
      }>(sql`
        with ops as (
          select p.job_request_id as job, p.id as payment, p.amount, o.kind, o.request
          from payment_operations o inner join payments p on p.id = o.payment_id
          where o.status = 'succeeded')
        select job,
          coalesce(sum((request->>'amountCents')::bigint) filter (where kind = 'charge'), 0)::text as charged,
          coalesce(sum((request->>'amountCents')::bigint) filter (where kind = 'transfer'), 0)::text as transferred,
          -- A refund without an amount gave the whole charge back.
          coalesce(sum(coalesce((request->>'amountCents')::bigint, (amount * 100)::bigint)) filter (where kind = 'refund'), 0)::text as refunded,
          coalesce((select sum(q.platform_fee * 100) from payments q where q.job_request_id = ops.job and q.status = 'released'), 0)::bigint::text as fees,
          coalesce((select sum((q.amount - q.refunded_amount) * 100) from payments q where q.job_request_id = ops.job and q.status = 'completed'), 0)::bigint::text as held
        from ops group by job`)),
    ];
    expect(moved.length).toBeGreaterThanOrEqual(5);
    for (const deal of moved) {
      expect(Number(deal.charged), deal.job).toBe(
        Number(deal.transferred) + Number(deal.fees) + Number(deal.refunded) + Number(deal.held),
      );
    }

    // Invoices: each charged invoice less its credit note is what the customer paid in the end, and
    // every refunded cent has its credit note.
    const [invoiceGap] = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from invoices i inner join payments p on p.id = i.payment_id
      left join credit_notes c on c.invoice_id = i.id
      where p.status in ('released', 'refunded', 'completed')
        and p.amount - coalesce(c.amount, 0) <> case p.status
          when 'refunded' then 0
          when 'released' then p.operator_payout + p.platform_fee
          else p.amount - p.refunded_amount end`);
    expect(invoiceGap?.n).toBe(0);
    const [credited] = await t.db.execute<{ notes: number; splits: number }>(sql`
      select count(*)::int as notes,
        count(*) filter (where c.amount < p.amount)::int as splits
      from credit_notes c inner join invoices i on i.id = c.invoice_id inner join payments p on p.id = i.payment_id`);
    expect(credited?.notes).toBeGreaterThanOrEqual(5);
    expect(credited?.splits).toBeGreaterThanOrEqual(2);
  });
});
