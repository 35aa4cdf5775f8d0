import { jobRequests, operatorProfiles, proposals, serviceListings, users, type Database, type Executor } from "@skyhire/db";
import {
  budgetText,
  findPlace,
  JOB_CATEGORY_SERVICE_PAIRS,
  JOB_DEFAULT_CURRENCY,
  jobCurrencyOfPlace,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_PATHS,
  LIMITS,
  placePoint,
  publicName,
  type CreateJobRequestValues,
  type Currency,
  type JobBoardQuery,
  type OnboardingJobRequestValues,
  type SessionUser,
} from "@skyhire/validators";
import { and, count, eq, ilike, inArray, sql, type Column, type SQL } from "drizzle-orm";
import { DomainError, forbidden, notFound } from "../errors";
import { publicListingRow } from "./listing-search";
import { publicOperatorCondition } from "./listings";
import { distanceKm, withinRadius } from "./distance";
import { allOf, cappedCount, containsPattern, newestFirst, pageRows, pageWithTotal, totalBeforeLimit } from "./sql-helpers";
import { approvedOperator } from "./lifecycle/locks";
import { ensureContactThread } from "./lifecycle/messages";
import { deliverNotificationEmails, notify } from "./lifecycle/notifications";
import { emitWebhookEvent } from "./webhooks/events";
import { assertOperatorMaySeeJob } from "./lifecycle/views";

type Pagination = { page: number; pageSize: number };

/** What anyone may see of a job request (home page, GET /api/requests). */
const jobSummaryColumns = {
  id: jobRequests.id,
  title: jobRequests.title,
  category: jobRequests.category,
  location: jobRequests.location,
  status: jobRequests.status,
  budget: jobRequests.budget,
  currency: jobRequests.currency,
  requirements: jobRequests.requirements,
  createdAt: jobRequests.createdAt,
};

/** What the customer who posted it (and operators on the board) see. */
const jobDetailColumns = {
  ...jobSummaryColumns,
  description: jobRequests.description,
  timeline: jobRequests.timeline,
  budgetMin: jobRequests.budgetMin,
  budgetMax: jobRequests.budgetMax,
  updatedAt: jobRequests.updatedAt,
};

/** The owner's view also names whom a Request Quote went to. */
const ownJobColumns = {
  ...jobDetailColumns,
  customerId: jobRequests.customerId,
  invitedOperatorId: jobRequests.invitedOperatorId,
  listingId: jobRequests.listingId,
  message: jobRequests.message,
};

/**
 * One job request as its customer posted it (GET /api/requests/{jobId}), to whoever may open its
 * job page: its customer and admins; an operator who proposed on it, or may quote on it
 * (`assertOperatorMaySeeJob`). The message to an invited operator is theirs and the customer's.
 */
export async function jobRequestById(db: Executor, input: { actor: SessionUser; jobId: string }) {
  const [job] = await db.select(ownJobColumns).from(jobRequests).where(eq(jobRequests.id, input.jobId)).limit(1);
  if (!job) throw notFound("Job not found");
  const { actor } = input;
  const isOwner = job.customerId === actor.id || actor.role === "admin";
  if (isOwner) return job;
  if (actor.role !== "operator") throw forbidden("You can only view your own jobs");
  const [proposed] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.jobRequestId, job.id), eq(proposals.operatorId, actor.id)))
    .limit(1);
  if (!proposed) await assertOperatorMaySeeJob(db, actor, job);
  return { ...job, message: job.invitedOperatorId === actor.id ? job.message : null };
}

async function exactJobCount(db: Executor, where?: SQL) {
  const [row] = await db.select({ total: count() }).from(jobRequests).where(where);
  return row?.total ?? 0;
}

/** GET /api/requests: every job request, newest first. */
export async function listJobRequests(db: Executor, query: Pagination) {
  const items = await pageRows(
    db
      .select(jobSummaryColumns)
      .from(jobRequests)
      .orderBy(...newestFirst(jobRequests))
      .$dynamic(),
    query,
  );
  const total = await exactJobCount(db);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A customer's own requests; only that customer or an admin may read them. */
export async function listCustomerJobRequests(
  db: Executor,
  input: Pagination & { actor: SessionUser; customerId: string },
) {
  if (input.actor.id !== input.customerId && input.actor.role !== "admin") {
    throw forbidden("You can only view your own job requests");
  }
  const where = eq(jobRequests.customerId, input.customerId);
  const rows = await pageRows(
    db
      .select({ ...ownJobColumns, total: totalBeforeLimit() })
      .from(jobRequests)
      .where(where)
      .orderBy(...newestFirst(jobRequests))
      .$dynamic(),
    input,
  );
  return pageWithTotal(rows, input, () => exactJobCount(db, where));
}

const badRequest = (message: string) => new DomainError("BAD_REQUEST", message);

/**
 * The operator a Request Quote / Contact Operator goes to (named, or the owner of the listing),
 * and the listing's currency when it came from one: the deal is then in the listing's currency.
 */
async function resolveInvitedOperator(
  db: Executor,
  input: CreateJobRequestValues,
): Promise<{ operatorId: string | null; listingCurrency: Currency | null }> {
  let invitedOperatorId = input.invitedOperatorId ?? null;
  let listingCurrency: Currency | null = null;
  if (input.listingId) {
    const [listing] = await db
      .select({ operatorId: serviceListings.operatorId, currency: serviceListings.currency })
      .from(serviceListings)
      .innerJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
      .innerJoin(users, eq(users.id, serviceListings.operatorId))
      .where(
        allOf(
          eq(serviceListings.id, input.listingId),
          publicListingRow,
        ),
      )
      .limit(1);
    if (!listing) throw badRequest("The selected listing is not available");
    if (invitedOperatorId && invitedOperatorId !== listing.operatorId) {
      throw badRequest("The selected listing belongs to another operator");
    }
    invitedOperatorId = listing.operatorId;
    listingCurrency = listing.currency;
  }
  if (!invitedOperatorId) return { operatorId: null, listingCurrency };

  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .where(
      allOf(
        eq(users.id, invitedOperatorId),
        eq(users.role, "operator"),
        // Only an operator the public can see (approved, published, active) can be asked for a quote.
        publicOperatorCondition,
      ),
    )
    .limit(1);
  if (!operator) throw badRequest("The selected operator is not available");
  return { operatorId: operator.id, listingCurrency };
}

/**
 * POST /api/requests: a customer posts a job (status open), possibly addressed to one operator.
 * The operator it is addressed to (Request Quote) is told in the app and by e-mail: the
 * notification is written in the job's own transaction, its mail queued after the commit.
 */
export async function createJobRequest(
  db: Database,
  input: { customerId: string; job: CreateJobRequestValues },
) {
  const { job } = input;
  const { operatorId: invitedOperatorId, listingCurrency } = await resolveInvitedOperator(db, job);
  const done = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobRequests)
      .values({
        customerId: input.customerId,
        title: job.title,
        description: job.description,
        category: job.category,
        location: job.location,
        ...jobPointOf(job.location),
        budget: job.budget ?? null,
        currency: listingCurrency ?? job.currency ?? JOB_DEFAULT_CURRENCY,
        requirements: job.requirements,
        status: "open",
        invitedOperatorId,
        listingId: invitedOperatorId ? (job.listingId ?? null) : null,
        message: job.message ?? null,
      })
      .returning(ownJobColumns);
    if (!created) throw new Error("Job request was not stored");
    // A Contact Operator request opens its message thread with the operator (lifecycle/messages.ts).
    await ensureContactThread(tx, created);
    await emitWebhookEvent(tx, {
      type: "job.created",
      userIds: [input.customerId],
      jobRequestId: created.id,
      data: { jobRequestId: created.id, title: created.title, status: created.status },
    });
    const operatorId = created.invitedOperatorId;
    const notes = operatorId ? [await notifyQuoteRequested(tx, operatorId, created)] : [];
    return { created, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.created;
}

/** The invited operator's "quote requested" notification (docs/product.md#listing-detail). */
async function notifyQuoteRequested(
  tx: Executor,
  operatorId: string,
  job: { id: string; customerId: string; title: string; location: string; budget: string | null; currency: Currency },
): Promise<string> {
  const [customer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, job.customerId))
    .limit(1);
  const who = customer ? publicName(customer, "A customer") : "A customer";
  const budget = budgetText(job);
  return notify(tx, {
    userId: operatorId,
    type: "quote_requested",
    title: "New quote request",
    body: `${who} asked you for a quote for "${job.title}" in ${job.location}${budget ? `, budget ${budget}` : ""}. Send a proposal from the job's page.`,
    link: LIFECYCLE_PATHS.job(job.id),
    jobRequestId: job.id,
  });
}

/**
 * Whether a job's stored category covers the service (a value or a column): the job board's and
 * the saved job searches' category filter, from the one taxonomy (validators/categories.ts).
 */
export function jobOffersService(service: string | SQL | Column): SQL {
  const pairs = sql.join(
    JOB_CATEGORY_SERVICE_PAIRS.map(([job, covered]) => sql`(${job}, ${covered})`),
    sql`, `,
  );
  return sql`(${jobRequests.category}, ${service}) in (${pairs})`;
}

/** A job's place (set when its location names a known place): "near" searches read it. */
export const jobPoint = { lat: jobRequests.lat, lng: jobRequests.lng };

/** A job whose location names a known place gets its point, so "near" searches find it. */
function jobPointOf(location: string) {
  const point = placePoint(location);
  return { lat: point?.lat ?? null, lng: point?.lng ?? null };
}

/** The operators' job board: open jobs by category and place, flagging the ones addressed to the caller. */
export async function jobBoard(
  db: Executor,
  query: JobBoardQuery & { viewer: Pick<SessionUser, "id" | "role"> },
  options: { countCap?: number } = {},
) {
  // Admins oversee the board; operators see it once approved.
  if (query.viewer.role !== "admin") await approvedOperator(db, query.viewer.id, LIFECYCLE_MESSAGES.openJobsNeedApproval);
  const conditions: SQL[] = [eq(jobRequests.status, "open")];
  if (query.category) conditions.push(jobOffersService(query.category));
  if (query.location) conditions.push(ilike(jobRequests.location, containsPattern(query.location)));
  const place = query.near ? findPlace(query.near) : undefined;
  const origin = place ? { lat: place.lat, lng: place.lng, radiusKm: query.radiusKm } : undefined;
  if (origin) conditions.push(withinRadius(origin, jobPoint));
  const where = allOf(...conditions);

  const items = await pageRows(
    db
      .select({
        ...jobDetailColumns,
        distanceKm: origin ? distanceKm(origin, jobPoint) : sql<null>`null`,
        invited:
          sql<boolean>`coalesce(${jobRequests.invitedOperatorId} = ${query.viewer.id}, false)`.mapWith(
            Boolean,
          ),
      })
      .from(jobRequests)
      .where(where)
      .orderBy(...newestFirst(jobRequests))
      .$dynamic(),
    query,
  );

  const { total, totalCapped } = query.location || origin
    ? await cappedCount(db, options.countCap ?? LIMITS.searchCountCap, (limit) =>
        db
          .select({ one: sql<number>`1`.as("one") })
          .from(jobRequests)
          .where(where)
          .limit(limit)
          .as("matches"),
      )
    : { total: await exactJobCount(db, where), totalCapped: false };
  return { items, total, totalCapped, page: query.page, pageSize: query.pageSize };
}

/** The customer dashboard's figures. */
export async function customerJobStats(db: Executor, customerId: string) {
  const mine = eq(jobRequests.customerId, customerId);
  const [counts] = await db
    .select({
      activeJobs:
        sql<number>`count(*) filter (where ${inArray(jobRequests.status, ["open", "in_progress"])})`.mapWith(
          Number,
        ),
      completedProjects:
        sql<number>`count(*) filter (where ${eq(jobRequests.status, "completed")})`.mapWith(Number),
    })
    .from(jobRequests)
    .where(mine);
  const recent = await db
    .select(ownJobColumns)
    .from(jobRequests)
    .where(mine)
    .orderBy(...newestFirst(jobRequests))
    .limit(LIMITS.profileRecentRequests);
  return {
    activeJobs: counts?.activeJobs ?? 0,
    completedProjects: counts?.completedProjects ?? 0,
    recent,
  };
}

/**
 * POST /api/job-requests: the first job of customer onboarding (docs/product.md#customer-onboarding). It has budget bounds and
 * a timeline instead of a budget range; its location gets a point like any job's, and, unless the
 * customer names one, its place's currency.
 */
export async function createOnboardingJobRequest(
  db: Executor,
  input: { customerId: string; job: OnboardingJobRequestValues },
) {
  const { job } = input;
  const [created] = await db
    .insert(jobRequests)
    .values({
      customerId: input.customerId,
      title: job.title,
      description: job.description,
      category: job.category,
      location: job.location,
      ...jobPointOf(job.location),
      budgetMin: job.budgetMin,
      budgetMax: job.budgetMax,
      // A London customer's first job is in pounds: the quotes, payment and dashboards follow it.
      currency: job.currency ?? jobCurrencyOfPlace(job.location),
      timeline: job.timeline,
      status: "open",
    })
    .returning(ownJobColumns);
  if (!created) throw new Error("Job request was not stored");
  return created;
}
