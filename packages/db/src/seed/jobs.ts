import {
  chargedProposal,
  placePoint,
  toCents,
  JOB_CATEGORIES,
  SERVICE_CITIES,
  SINGLE_MILESTONE_TITLE,
  type BudgetRange,
  type JobCategory,
  type JobStatus,
} from "@skyhire/validators";
import { type jobRequests, type milestones, type payments, type proposals, type reviews } from "../schema";
import { CITY_INFO, type City } from "./cities";
import { type SeededCustomer } from "./customers";
import { centsToDecimal, DAY_MS, HOUR_MS, Rng, seedId, splitPayment } from "./ids";
import {
  JOB_TEMPLATES,
  PROPOSAL_MESSAGES,
  PROPOSAL_TIMELINES,
  REVIEW_COMMENTS,
  type JobTemplate,
} from "./jobs-data";
import { seededTaxDetails, VAT_SELLER, type OperatorStats, type SeededOperator } from "./operators";

export type NewJob = typeof jobRequests.$inferInsert;
export type NewProposal = typeof proposals.$inferInsert;
export type NewMilestone = typeof milestones.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;

type Rating = 3 | 4 | 5;

interface JobSpec {
  key: string;
  customer: SeededCustomer;
  category: JobCategory;
  template: JobTemplate;
  location: City;
  status: JobStatus;
  daysAgo: number;
  /** The first one is hired (in_progress, completed); all are pending on open jobs. */
  proposers: SeededOperator[];
  /** Rating of the customer's review (completed jobs only); null = not reviewed. */
  review: Rating | null;
  /** A quote request: the job was sent to this operator from this listing's page. */
  invited?: { operatorId: string; listingId: string };
}

export interface JobPlan {
  jobs: NewJob[];
  proposals: NewProposal[];
  /** One milestone of the whole quote per proposal (a single-payment deal). */
  milestones: NewMilestone[];
  payments: NewPayment[];
  reviews: NewReview[];
  /** Per operator user id: what their profile's rating and completedJobs must say. */
  stats: Map<string, OperatorStats>;
}

/** Half the jobs are completed, so most operators carry a track record. */
const STATUS_PATTERN: JobStatus[] = [
  "open",
  "completed",
  "in_progress",
  "completed",
  "open",
  "completed",
  "cancelled",
  "completed",
];
const REGULAR_JOBS = 56;
const DAYS_AGO: Record<JobStatus, [number, number]> = {
  open: [1, 25],
  in_progress: [8, 45],
  completed: [22, 88],
  cancelled: [10, 85],
};
const PROPOSAL_COUNT: Record<JobStatus, [number, number]> = {
  open: [1, 4],
  in_progress: [2, 3],
  completed: [1, 3],
  cancelled: [1, 2],
};
const QUOTE_RANGE: Record<BudgetRange, [number, number]> = {
  "0-250": [120, 250],
  "250-500": [240, 520],
  "500-1000": [480, 1050],
  "1000-2500": [950, 2600],
  "2500+": [2500, 6500],
};

function pickProposers(
  rng: Rng,
  pool: SeededOperator[],
  city: City,
  count: number,
): SeededOperator[] {
  const serving = rng.sample(
    pool.filter((op) => op.serviceAreas.includes(city)),
    pool.length,
  );
  const region = CITY_INFO[city].region;
  const nearby = rng.sample(
    pool.filter((op) => !serving.includes(op) && CITY_INFO[op.seed.city].region === region),
    pool.length,
  );
  const rest = rng.sample(
    pool.filter((op) => !serving.includes(op) && !nearby.includes(op)),
    pool.length,
  );
  return [...serving, ...nearby, ...rest].slice(0, count);
}

function regularSpecs(customers: SeededCustomer[], operators: SeededOperator[]): JobSpec[] {
  const pool = operators.filter((op) => op.approvalStatus === "approved" && !op.isDemo);
  const regularCustomers = customers.filter((c) => !c.isDemo);
  const templateUse = new Map<JobCategory, number>();
  const specs: JobSpec[] = [];
  for (let i = 0; i < REGULAR_JOBS; i++) {
    const key = `regular:${i}`;
    const rng = new Rng(`job:${key}`);
    const customer = regularCustomers[i % regularCustomers.length];
    const category = JOB_CATEGORIES[(i + Math.floor(i / 6)) % JOB_CATEGORIES.length]?.value;
    const status = STATUS_PATTERN[i % STATUS_PATTERN.length];
    const city = SERVICE_CITIES[(i * 7) % SERVICE_CITIES.length];
    if (!customer || !category || !status || !city) throw new Error(`Seed job ${i} is incomplete`);
    const templates = JOB_TEMPLATES[category];
    const used = templateUse.get(category) ?? 0;
    templateUse.set(category, used + 1);
    const template = templates[used % templates.length];
    if (!template) throw new Error(`No job template for ${category}`);
    const [minDays, maxDays] = DAYS_AGO[status];
    const [minProposals, maxProposals] = PROPOSAL_COUNT[status];
    specs.push({
      key,
      customer,
      category,
      template,
      location: i % 3 === 0 ? customer.city : city,
      status,
      daysAgo: rng.int(minDays, maxDays),
      proposers: [],
      // Most completed jobs are reviewed; about one in five is still waiting for its review.
      review: status === "completed" && i % 5 !== 0 ? rng.pick<Rating>([5, 5, 5, 4, 4, 3]) : null,
    });
    const spec = specs[specs.length - 1];
    if (spec)
      spec.proposers = pickProposers(rng, pool, spec.location, rng.int(minProposals, maxProposals));
  }
  return specs;
}

/** The demo customer's jobs: every status, the open one with three pending proposals. */
function demoSpecs(customers: SeededCustomer[], operators: SeededOperator[]): JobSpec[] {
  const customer = customers.find((c) => c.isDemo);
  const demoOperator = operators.find((op) => op.isDemo);
  const byCompany = (name: string) => operators.find((op) => op.seed.company === name);
  const peak = byCompany("Victoria Peak Aerial");
  const kowloon = byCompany("Kowloon SkyWorks");
  const vatSeller = byCompany(VAT_SELLER.company);
  if (!customer || !demoOperator || !peak || !kowloon || !vatSeller) return [];
  const t = (category: JobCategory, index: number): JobTemplate => {
    const template = JOB_TEMPLATES[category][index];
    if (!template) throw new Error(`No job template ${category}[${index}]`);
    return template;
  };
  const base = { customer, location: "Hong Kong" as const };
  return [
    {
      ...base,
      key: "demo:open-presale",
      category: "real-estate",
      template: t("real-estate", 2),
      status: "open",
      daysAgo: 2,
      proposers: [demoOperator, peak, kowloon],
      review: null,
    },
    {
      ...base,
      key: "demo:open-engagement",
      category: "wedding",
      template: t("wedding", 3),
      status: "open",
      daysAgo: 5,
      // The VAT seller's proposal shows its tax ("incl. HK$… tax (20%)") beside one without.
      proposers: [peak, vatSeller],
      review: null,
    },
    {
      ...base,
      key: "demo:roof",
      category: "inspection",
      template: t("inspection", 0),
      status: "in_progress",
      daysAgo: 9,
      proposers: [demoOperator, peak],
      review: null,
    },
    {
      ...base,
      key: "demo:ortho",
      category: "mapping",
      template: t("mapping", 0),
      status: "completed",
      daysAgo: 40,
      proposers: [demoOperator, kowloon],
      review: 5,
    },
    {
      ...base,
      key: "demo:progress",
      category: "construction",
      template: t("construction", 0),
      status: "completed",
      daysAgo: 70,
      proposers: [demoOperator],
      review: 4,
    },
    {
      ...base,
      key: "demo:anniversary",
      category: "wedding",
      template: t("wedding", 1),
      status: "cancelled",
      daysAgo: 30,
      proposers: [peak],
      review: null,
    },
  ];
}

/** The year before the regular jobs (which reach back 88 days): jobs every week or so, for analytics. */
const HISTORY = { firstDay: 92, lastDay: 362, demoJobs: 40, otherJobs: 48 } as const;
/** The demo operator's history: won (hired and paid), lost to another operator, or cancelled. */
const HISTORY_OUTCOMES = ["won", "lost", "won", "won", "lost", "cancelled", "won", "lost"] as const;

/**
 * Twelve months of history (docs/product.md#operator-analytics): the demo operator answers about a
 * job a week, a third of them quote requests from their listings, and wins about half; other
 * operators win jobs all year, so fees, hires and payouts fill every month.
 */
function historySpecs(customers: SeededCustomer[], operators: SeededOperator[], demoListingIds: string[]): JobSpec[] {
  const pool = operators.filter((op) => op.approvalStatus === "approved" && !op.isDemo);
  const regularCustomers = customers.filter((c) => !c.isDemo);
  const demo = operators.find((op) => op.isDemo);
  const span = HISTORY.lastDay - HISTORY.firstDay;
  const specs: JobSpec[] = [];
  const spec = (key: string, i: number, daysAgo: number, status: JobStatus, proposers: SeededOperator[], rng: Rng): JobSpec => {
    const customer = regularCustomers[i % regularCustomers.length];
    const category = JOB_CATEGORIES[(i * 5) % JOB_CATEGORIES.length]?.value;
    if (!customer || !category) throw new Error(`Seed history job ${key} is incomplete`);
    const templates = JOB_TEMPLATES[category];
    const template = templates[i % templates.length];
    if (!template) throw new Error(`No job template for ${category}`);
    return {
      key,
      customer,
      category,
      template,
      location: proposers[0]?.seed.city ?? customer.city,
      status,
      daysAgo,
      proposers,
      review: status === "completed" && i % 6 !== 0 ? rng.pick<Rating>([5, 5, 4, 4, 5, 3]) : null,
    };
  };
  if (demo) {
    for (let i = 0; i < HISTORY.demoJobs; i++) {
      const rng = new Rng(`job:history:demo:${i}`);
      const outcome = HISTORY_OUTCOMES[i % HISTORY_OUTCOMES.length] ?? "won";
      const rival = pool[(i * 3) % pool.length];
      if (!rival) continue;
      const daysAgo = HISTORY.firstDay + Math.round((i * span) / HISTORY.demoJobs) + rng.int(0, 3);
      const proposers = outcome === "lost" ? [rival, demo] : outcome === "won" ? [demo, rival] : [demo];
      const status: JobStatus = outcome === "cancelled" ? "cancelled" : "completed";
      const item = spec(`history:demo:${i}`, i, daysAgo, status, proposers, rng);
      const listingId = demoListingIds[i % demoListingIds.length];
      if (i % 3 === 0 && listingId) item.invited = { operatorId: demo.userId, listingId };
      specs.push(item);
    }
  }
  for (let i = 0; i < HISTORY.otherJobs; i++) {
    const rng = new Rng(`job:history:other:${i}`);
    const first = pool[(i * 7) % pool.length];
    const second = pool[(i * 11 + 3) % pool.length];
    if (!first || !second) continue;
    const daysAgo = HISTORY.firstDay + Math.round((i * span) / HISTORY.otherJobs) + rng.int(0, 3);
    const proposers = first === second ? [first] : [first, second];
    specs.push(spec(`history:other:${i}`, i + 1, daysAgo, i % 7 === 3 ? "cancelled" : "completed", proposers, rng));
  }
  return specs;
}

function quoteCents(rng: Rng, budget: BudgetRange): number {
  const [min, max] = QUOTE_RANGE[budget];
  const dollars = Math.round(rng.int(min, max) / 5) * 5;
  return dollars * 100 + rng.pick([0, 0, 0, 50, 95, 25]);
}

function bump(stats: Map<string, OperatorStats>, operatorId: string): OperatorStats {
  const current = stats.get(operatorId) ?? { ratingSum: 0, reviews: 0, completedJobs: 0 };
  stats.set(operatorId, current);
  return current;
}

function materialize(spec: JobSpec, now: Date, plan: JobPlan): void {
  const rng = new Rng(`rows:${spec.key}`);
  const latest = now.getTime() - 5 * 60 * 1000;
  const at = (ms: number) => new Date(Math.min(ms, latest));
  const created = now.getTime() - spec.daysAgo * DAY_MS - rng.int(0, 10) * HOUR_MS;
  const hiredAt = created + 3 * DAY_MS + rng.int(1, 20) * HOUR_MS;
  const completedAt = hiredAt + rng.int(4, 12) * DAY_MS;
  const cancelledAt = created + rng.int(2, 6) * DAY_MS;
  const jobId = seedId(`job:${spec.key}`);
  const requirements = spec.template.requirements.filter((_, k) => k === 0 || rng.chance(0.75));
  const jobUpdated =
    spec.status === "in_progress"
      ? hiredAt
      : spec.status === "completed"
        ? completedAt
        : spec.status === "cancelled"
          ? cancelledAt
          : created;
  plan.jobs.push({
    id: jobId,
    customerId: spec.customer.userId,
    title: spec.template.title.replace("{city}", spec.location),
    description: spec.template.description.replace("{city}", spec.location),
    category: spec.category,
    location: spec.location,
    lat: placePoint(spec.location)?.lat ?? null,
    lng: placePoint(spec.location)?.lng ?? null,
    budget: spec.template.budget,
    // One currency per deal: the job's place's, for its budget, proposals and payment.
    currency: CITY_INFO[spec.location].currency,
    requirements,
    status: spec.status,
    invitedOperatorId: spec.invited?.operatorId ?? null,
    listingId: spec.invited?.listingId ?? null,
    createdAt: at(created),
    updatedAt: at(jobUpdated),
  });

  spec.proposers.forEach((op, index) => {
    const proposalId = seedId(`proposal:${spec.key}:${op.email}`);
    const hired = index === 0 && (spec.status === "in_progress" || spec.status === "completed");
    const status =
      spec.status === "open"
        ? "pending"
        : hired
          ? spec.status === "completed"
            ? "completed"
            : "hired"
          : "rejected";
    const sent = created + (index + 1) * rng.int(2, 12) * HOUR_MS;
    const decided =
      spec.status === "cancelled" ? cancelledAt : status === "completed" ? completedAt : hiredAt;
    // The operator typed this amount; one whose prices exclude tax (the VAT seller) charges it with the tax added.
    const charged = chargedProposal([centsToDecimal(quoteCents(rng, spec.template.budget))], seededTaxDetails(op.seed.company));
    const amount = toCents(charged.quote);
    plan.proposals.push({
      id: proposalId,
      jobRequestId: jobId,
      operatorId: op.userId,
      quote: charged.quote,
      tax: charged.tax,
      currency: CITY_INFO[spec.location].currency,
      message: rng.pick(PROPOSAL_MESSAGES).replace("{city}", spec.location),
      timeline: rng.pick(PROPOSAL_TIMELINES),
      status,
      acceptedAt: hired ? at(hiredAt) : null,
      createdAt: at(sent),
      updatedAt: at(status === "pending" ? sent : decided),
    });
    const milestoneId = seedId(`milestone:${proposalId}`);
    const released = spec.status === "completed";
    plan.milestones.push({
      id: milestoneId,
      jobRequestId: jobId,
      proposalId,
      position: 1,
      title: SINGLE_MILESTONE_TITLE,
      amount: centsToDecimal(amount),
      currency: CITY_INFO[spec.location].currency,
      deliveredAt: hired && released ? at(completedAt) : null,
      createdAt: at(sent),
      updatedAt: at(status === "pending" ? sent : decided),
    });
    if (!hired) return;

    const { feeCents, payoutCents } = splitPayment(amount);
    const ref = seedId(`gateway:${proposalId}`).replace(/-/g, "").slice(0, 24);
    plan.payments.push({
      id: seedId(`payment:${proposalId}`),
      jobRequestId: jobId,
      proposalId,
      milestoneId,
      customerId: spec.customer.userId,
      operatorId: op.userId,
      amount: centsToDecimal(amount),
      platformFee: centsToDecimal(feeCents),
      operatorPayout: centsToDecimal(payoutCents),
      currency: CITY_INFO[spec.location].currency,
      stripePaymentIntentId: `pi_seed_${ref}`,
      transferId: released ? `tr_seed_${ref}` : null,
      idempotencyKey: `seed:${proposalId}`,
      status: released ? "released" : "completed",
      paidAt: at(hiredAt),
      payoutAt: released ? at(completedAt) : null,
      createdAt: at(hiredAt),
      updatedAt: at(released ? completedAt : hiredAt),
    });
    if (!released) return;

    const stats = bump(plan.stats, op.userId);
    stats.completedJobs += 1;
    if (spec.review === null) return;
    stats.ratingSum += spec.review;
    stats.reviews += 1;
    const reviewedAt = at(completedAt + rng.int(1, 3) * DAY_MS);
    plan.reviews.push({
      id: seedId(`review:${spec.key}`),
      jobRequestId: jobId,
      customerId: spec.customer.userId,
      operatorId: op.userId,
      rating: spec.review,
      comment: rng.pick(REVIEW_COMMENTS[spec.review]),
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
  });
}

export function planJobs(
  customers: SeededCustomer[],
  operators: SeededOperator[],
  now: Date,
  /** The demo operator's listings: some history jobs are quote requests from them. */
  demoListingIds: string[] = [],
): JobPlan {
  const plan: JobPlan = { jobs: [], proposals: [], milestones: [], payments: [], reviews: [], stats: new Map() };
  const specs = [
    ...regularSpecs(customers, operators),
    ...demoSpecs(customers, operators),
    ...historySpecs(customers, operators, demoListingIds),
  ];
  for (const spec of specs) materialize(spec, now, plan);
  return plan;
}
