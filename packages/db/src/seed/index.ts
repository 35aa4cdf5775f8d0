/**
 * Demo data for development: operators in every service city, their listings, customers with job
 * requests in every status, proposals, escrow payments and reviews. Deterministic ids and values,
 * inserted with ON CONFLICT DO NOTHING in one transaction, so seeding again changes nothing.
 */
import { inArray, sql } from "drizzle-orm";
import { type PgInsertValue, type PgTable } from "drizzle-orm/pg-core";
import { createDb, type Executor } from "../client";
import {
  customerProfiles,
  invoiceCounters,
  invoices,
  jobRequests,
  listingViewsDaily,
  operatorProfiles,
  milestones,
  payments,
  proposals,
  reviews,
  serviceListings,
  uploads,
  users,
} from "../schema";
import { adminUserRows, customerProfileRows, customerUserRows, planCustomers } from "./customers";
import { planInvoices } from "./invoices";
import { planJobs } from "./jobs";
import { planListings } from "./listings";
import { operatorProfileRows, operatorUserRows, planOperators, seededTaxDetails } from "./operators";
import { seedPhotos, withSeedPhotos, type SeedFiles } from "./photos";
import { planListingViews } from "./views";

export type { SeedFiles } from "./photos";

export interface SeedOptions {
  /** Also seed the DEMO_ACCOUNTS users (customer, operator, admin) and their data. */
  demoAccounts: boolean;
  /** Where the listings' photo files are written (the uploads folder); without it only the rows are seeded. */
  files?: SeedFiles;
}

export interface SeedSummary {
  operators: { approved: number; pending: number; rejected: number };
  customers: number;
  admins: number;
  listings: { total: number; active: number };
  jobRequests: Record<string, number>;
  proposals: number;
  payments: number;
  reviews: number;
  /** Daily listing-view rows (a year for the demo operator's listings). */
  listingViewDays: number;
  /** Rows this run actually added (0 when everything was already there). */
  inserted: number;
}

const BATCH = 500;

/** Insert in batches, skipping rows that already exist; returns how many were new. */
async function insertAll<T extends PgTable>(
  db: Executor,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const added = await db
      .insert(table)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing()
      .returning({ one: sql<number>`1` });
    inserted += added.length;
  }
  return inserted;
}

/** A seeded e-mail already taken by another user id would leave profiles without their user. */
async function assertUsersAreOurs(
  db: Executor,
  expected: { id: string; email: string }[],
): Promise<void> {
  const emails = expected.map((u) => u.email.toLowerCase());
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql<string>`lower(${users.email})`, emails));
  const ids = new Map(expected.map((u) => [u.email.toLowerCase(), u.id]));
  const foreign = found.filter((u) => ids.get(u.email.toLowerCase()) !== u.id).map((u) => u.email);
  if (foreign.length > 0) {
    throw new Error(
      `Cannot seed: these e-mails belong to users the seed did not create: ${foreign.join(", ")}`,
    );
  }
}

/** Every row the seed writes but the photos, planned for `now` (pure: the same `now` gives the same rows). */
function planSeed(demoAccounts: boolean, now: Date) {
  const operators = planOperators(demoAccounts);
  const customers = planCustomers(demoAccounts);
  const demoOperatorId = operators.find((op) => op.isDemo)?.userId ?? null;
  const plannedListings = planListings(operators, now);
  const demoListingIds = plannedListings.flatMap((l) => (l.operatorId === demoOperatorId && l.id ? [l.id] : []));
  const plan = planJobs(customers, operators, now, demoListingIds);
  const views = planListingViews(plannedListings, demoOperatorId, now);
  return { operators, customers, demoOperatorId, demoListingIds, plannedListings, plan, views };
}

/**
 * The demo operator's seeded history as the seed plans it for `now`: their listings' daily views,
 * their proposals and payments. The analytics end-to-end test checks the page against it.
 */
export function plannedDemoOperatorHistory(now: Date) {
  const { demoOperatorId, demoListingIds, plan, views } = planSeed(true, now);
  return {
    operatorId: demoOperatorId,
    views: views.filter((v) => demoListingIds.includes(v.listingId)),
    proposals: plan.proposals.filter((p) => p.operatorId === demoOperatorId),
    payments: plan.payments.filter((p) => p.operatorId === demoOperatorId),
  };
}

export async function seedDatabase(db: Executor, options: SeedOptions): Promise<SeedSummary> {
  const now = new Date();
  const { operators, customers, plannedListings, plan, views } = planSeed(options.demoAccounts, now);
  const photos = await seedPhotos();
  const listings = withSeedPhotos(plannedListings, photos);
  // Files first: a row never points at a file that was not written (rewriting one is harmless).
  if (options.files) for (const file of photos.files) await options.files.put(file.key, file.bytes, "image/webp");
  const companies = new Map(operators.map((op) => [op.userId, op.seed.company]));
  const billing = planInvoices(plan.payments, (id) => seededTaxDetails(companies.get(id) ?? ""));
  const userRows = [
    ...operatorUserRows(operators, now),
    ...customerUserRows(customers, now),
    ...adminUserRows(options.demoAccounts, now),
  ];

  const inserted = await db.transaction(async (tx) => {
    let count = await insertAll(tx, users, userRows);
    await assertUsersAreOurs(
      tx,
      userRows.map((u) => ({ id: u.id ?? "", email: u.email })),
    );
    count += await insertAll(tx, customerProfiles, customerProfileRows(customers, now));
    count += await insertAll(tx, operatorProfiles, operatorProfileRows(operators, plan.stats, now));
    count += await insertAll(tx, uploads, photos.uploads);
    count += await insertAll(tx, serviceListings, listings);
    count += await insertAll(tx, jobRequests, plan.jobs);
    count += await insertAll(tx, proposals, plan.proposals);
    count += await insertAll(tx, milestones, plan.milestones);
    count += await insertAll(tx, payments, plan.payments);
    count += await insertAll(tx, reviews, plan.reviews);
    count += await insertAll(tx, listingViewsDaily, views);
    count += await insertAll(tx, invoices, billing.invoices);
    // Invoices issued later continue each year's run after the seeded numbers.
    for (const counter of billing.counters) {
      await tx
        .insert(invoiceCounters)
        .values(counter)
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastNumber: sql`greatest(${invoiceCounters.lastNumber}, excluded.last_number)` },
        });
    }
    return count;
  });

  const jobsByStatus: Record<string, number> = {};
  for (const job of plan.jobs)
    jobsByStatus[job.status ?? "open"] = (jobsByStatus[job.status ?? "open"] ?? 0) + 1;
  const countStatus = (status: string) =>
    operators.filter((op) => op.approvalStatus === status).length;
  return {
    operators: {
      approved: countStatus("approved"),
      pending: countStatus("pending"),
      rejected: countStatus("rejected"),
    },
    customers: customers.length,
    admins: userRows.filter((u) => u.role === "admin").length,
    listings: {
      total: listings.length,
      active: listings.filter((l) => l.isActive !== false).length,
    },
    jobRequests: jobsByStatus,
    proposals: plan.proposals.length,
    payments: plan.payments.length,
    reviews: plan.reviews.length,
    listingViewDays: views.length,
    inserted,
  };
}

export function formatSummary(s: SeedSummary): string {
  const operators = s.operators.approved + s.operators.pending + s.operators.rejected;
  const jobs = Object.values(s.jobRequests).reduce((a, b) => a + b, 0);
  const byStatus = Object.entries(s.jobRequests)
    .map(([status, n]) => `${n} ${status.replace("_", " ")}`)
    .join(", ");
  return (
    `${operators} operators (${s.operators.approved} approved, ${s.operators.pending} pending, ` +
    `${s.operators.rejected} rejected), ${s.listings.total} listings (${s.listings.active} active), ` +
    `${jobs} job requests (${byStatus}), ${s.proposals} proposals, ${s.payments} payments, ` +
    `${s.reviews} reviews, ${s.customers} customers, ${s.admins} admin${s.admins === 1 ? "" : "s"} — ` +
    (s.inserted > 0 ? `${s.inserted} rows inserted` : "already seeded, nothing inserted")
  );
}

/** Seed the database at `url` in one transaction; returns a one-line summary. */
export async function seed(url: string, options: SeedOptions): Promise<string> {
  const handle = createDb(url, { max: 1 });
  try {
    return formatSummary(await seedDatabase(handle.db, options));
  } finally {
    await handle.close();
  }
}

/** True when no user exists yet (a fresh database). */
export async function isEmpty(url: string): Promise<boolean> {
  const handle = createDb(url, { max: 1 });
  try {
    const rows = await handle.db
      .select({ one: sql<number>`1` })
      .from(users)
      .limit(1);
    return rows.length === 0;
  } finally {
    await handle.close();
  }
}
