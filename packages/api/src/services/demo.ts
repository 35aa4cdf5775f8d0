import { splitPayment } from "@skyhire/payments";
import {
  DEMO_FLOW_STEPS,
  DEMO_PLATFORM_FEE_PERCENT,
  DEMO_PROPOSALS_EXPECTED_TEXT,
  DEMO_TEST_CARD_NUMBER,
  DEMO_TICK_INTERVAL_MS,
  SERVICE_CITIES,
  demoPaymentBreakdown,
  type DemoProposalRefInput,
} from "@skyhire/validators";
import { notFound } from "../errors";
import {
  DEMO_ACTIVITY,
  DEMO_ACTIVITY_POOL,
  DEMO_ACTIVITY_VISIBLE,
  DEMO_DELIVERABLES,
  DEMO_GMV_METRIC_ID,
  DEMO_GROWTH,
  DEMO_HEALTH,
  DEMO_METRICS,
  DEMO_NETWORK_COUNTRIES,
  DEMO_OTHER_REVENUE,
  DEMO_PROPOSALS,
  DEMO_RATING_LABELS,
  DEMO_SAMPLE_JOB,
  type DemoProposalSeed,
} from "./demo-content";

/**
 * The investor demo (docs/product.md#investor-demo): simulated content for the dashboard and the five-step flow.
 * The pages render it on the server and hand it to client components, which make no calls.
 */

/** 10% of an amount in cents, rounded half-up to the cent (the marketplace's platform fee). */
function platformFeeCents(amountCents: number): number {
  return splitPayment(amountCents, DEMO_PLATFORM_FEE_PERCENT).platformFeeCents;
}

function percentGrowth(previous: number, current: number): number {
  return previous === 0 ? 0 : Math.round(((current - previous) / previous) * 100);
}

/** Short month names of the last `count` months, oldest first, ending with `now`'s month. */
export function lastMonthLabels(now: Date, count: number): string[] {
  const format = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return format.format(date);
  });
}

function revenueStreams() {
  const gmv = DEMO_METRICS.find((metric) => metric.id === DEMO_GMV_METRIC_ID);
  if (!gmv) throw new Error("The demo has no volume metric");
  const streams = [
    {
      id: "platform-fees",
      label: "Platform Fees",
      description: `${DEMO_PLATFORM_FEE_PERCENT}% platform fee on every completed job`,
      amountCents: platformFeeCents(gmv.value),
      perTickCents: platformFeeCents(gmv.perTick),
    },
    ...DEMO_OTHER_REVENUE.map((stream) => ({ ...stream })),
  ];
  return {
    platformFeePercent: DEMO_PLATFORM_FEE_PERCENT,
    streams,
    totalCents: streams.reduce((sum, s) => sum + s.amountCents, 0),
    totalPerTickCents: streams.reduce((sum, s) => sum + s.perTickCents, 0),
  };
}

function networkGrowth(now: Date) {
  const labels = lastMonthLabels(now, DEMO_GROWTH.length);
  const months = DEMO_GROWTH.map((point, i) => ({ month: labels[i] ?? "", ...point }));
  const first = DEMO_GROWTH[0];
  const previous = DEMO_GROWTH[DEMO_GROWTH.length - 2];
  const latest = DEMO_GROWTH[DEMO_GROWTH.length - 1];
  if (!first || !previous || !latest) throw new Error("The demo needs at least two months of growth");
  return {
    months,
    peak: Math.max(...DEMO_GROWTH.map((p) => p.operators + p.customers)),
    monthOverMonthPercent: percentGrowth(previous.operators + previous.customers, latest.operators + latest.customers),
    sixMonthPercent: percentGrowth(first.operators + first.customers, latest.operators + latest.customers),
    cities: SERVICE_CITIES.length,
    countries: DEMO_NETWORK_COUNTRIES,
  };
}

/** The investor demo dashboard (docs/product.md#demo-dashboard): metrics, feed, flow, health, growth, revenue. */
export function demoOverview(now: Date = new Date()) {
  return {
    tickIntervalMs: DEMO_TICK_INTERVAL_MS,
    platformFeePercent: DEMO_PLATFORM_FEE_PERCENT,
    metrics: DEMO_METRICS.map((metric) => ({ ...metric })),
    activity: {
      initial: DEMO_ACTIVITY.map((item) => ({ ...item })),
      pool: DEMO_ACTIVITY_POOL.map((item) => ({ ...item })),
      visible: DEMO_ACTIVITY_VISIBLE,
    },
    flow: DEMO_FLOW_STEPS.map((step) => ({ ...step })),
    health: DEMO_HEALTH.map((item) => ({ ...item })),
    growth: networkGrowth(now),
    revenue: revenueStreams(),
  };
}
export type DemoOverview = ReturnType<typeof demoOverview>;

function toProposal(seed: DemoProposalSeed) {
  return { ...seed, qualifications: [...seed.qualifications] };
}
export type DemoProposal = ReturnType<typeof toProposal>;

/** Step 2: the sample proposals, featured first. */
export function demoProposals() {
  const proposals = DEMO_PROPOSALS.map(toProposal).sort((a, b) => Number(b.featured) - Number(a.featured));
  return { sampleJob: { ...DEMO_SAMPLE_JOB }, expectedText: DEMO_PROPOSALS_EXPECTED_TEXT, proposals };
}

/** The proposal a step is about: the one named, or the featured one when none is. */
export function findDemoProposal(proposalId: string | undefined): DemoProposal {
  const seed = proposalId
    ? DEMO_PROPOSALS.find((p) => p.id === proposalId)
    : (DEMO_PROPOSALS.find((p) => p.featured) ?? DEMO_PROPOSALS[0]);
  if (!seed) throw notFound("Proposal not found");
  return toProposal(seed);
}

/** Step 3: the accepted proposal and what the customer pays (quote + 2.9% fee, rounded). */
export function demoPayment(input: DemoProposalRefInput) {
  const proposal = findDemoProposal(input?.proposalId);
  return {
    sampleJob: { ...DEMO_SAMPLE_JOB },
    proposal,
    breakdown: demoPaymentBreakdown(proposal.quoteCents),
    testCardNumber: DEMO_TEST_CARD_NUMBER,
  };
}

/** Step 4: the job is delivered and escrow releases the quote less the 10% platform fee. */
export function demoCompletion(input: DemoProposalRefInput) {
  const proposal = findDemoProposal(input?.proposalId);
  const split = splitPayment(proposal.quoteCents, DEMO_PLATFORM_FEE_PERCENT);
  return {
    sampleJob: { ...DEMO_SAMPLE_JOB },
    proposal,
    deliverables: [...DEMO_DELIVERABLES],
    release: {
      quoteCents: split.amountCents,
      platformFeePercent: DEMO_PLATFORM_FEE_PERCENT,
      platformFeeCents: split.platformFeeCents,
      operatorPayoutCents: split.operatorPayoutCents,
    },
  };
}

/** Step 5: rating the operator. */
export function demoRatings(input: DemoProposalRefInput) {
  return {
    sampleJob: { ...DEMO_SAMPLE_JOB },
    proposal: findDemoProposal(input?.proposalId),
    ratingLabels: [...DEMO_RATING_LABELS],
  };
}
