import {
  JOB_STATUSES,
  LISTING_CATEGORIES,
  PLACE_NAMES,
  QUALIFICATIONS,
  SERVICE_CITIES,
  grossFromNet,
  toCents,
} from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../client";
import { createTestDatabase, type TestDatabase } from "../testing";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { isEmpty, seed, seedDatabase } from "./index";
import { VAT_SELLER } from "./operators";

const TABLES = [
  "users",
  "customer_profiles",
  "operator_profiles",
  "service_listings",
  "job_requests",
  "proposals",
  "payments",
  "reviews",
] as const;

async function counts(db: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    result[table] = row?.n ?? -1;
  }
  return result;
}

async function rows<T extends Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
) {
  return [...(await db.execute<T>(query))];
}

/** Checks that hold for any seeded database, with or without the demo accounts. */
function sharedChecks(get: () => TestDatabase) {
  it("has at least 30 approved, published operators covering all 25 cities", async () => {
    const db = get().db;
    const ops = await rows<{ location: string; company_name: string }>(
      db,
      sql`select location, company_name from operator_profiles where approval_status = 'approved' and is_published`,
    );
    expect(ops.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ops.map((o) => o.location))).toEqual(new Set(SERVICE_CITIES));
    const statuses = await rows<{ approval_status: string; n: number }>(
      db,
      sql`select approval_status, count(*)::int as n from operator_profiles group by 1`,
    );
    const byStatus = Object.fromEntries(statuses.map((s) => [s.approval_status, s.n]));
    expect(byStatus.pending).toBeGreaterThanOrEqual(2);
    expect(byStatus.rejected).toBeGreaterThanOrEqual(1);
  });

  it("has complete operator profiles, and documents expiring within 30 days", async () => {
    const db = get().db;
    const incomplete = await rows(
      db,
      sql`select company_name from operator_profiles
          where length(bio) not between 100 and 500 or length(coalesce(competency_proof, '')) < 50
             or cardinality(qualifications) = 0 or cardinality(service_areas) = 0
             or jsonb_array_length(licences) = 0 or jsonb_array_length(insurance_docs) = 0
             or jsonb_array_length(portfolio_items) = 0 or full_name is null or phone is null
             or location is null or availability is null
             or (approval_status = 'rejected' and rejection_reason is null)`,
    );
    expect(incomplete).toEqual([]);
    const expiring = await rows(
      db,
      sql`select 1 from operator_profiles p
          where p.approval_status = 'approved' and exists (
            select 1 from jsonb_array_elements(p.licences || p.insurance_docs) d
            where (d->>'expiryDate')::date between current_date and current_date + 30)`,
    );
    expect(expiring.length).toBeGreaterThanOrEqual(1);
  });

  it("stores qualifications and service areas in the editor's vocabulary (presets, places)", async () => {
    const db = get().db;
    const stored = await rows<{ qualifications: string[]; service_areas: string[] }>(
      db,
      sql`select qualifications, service_areas from operator_profiles`,
    );
    const presets: readonly string[] = QUALIFICATIONS.map((q) => q.value);
    const places: readonly string[] = PLACE_NAMES;
    expect(stored.flatMap((p) => p.qualifications).filter((q) => !presets.includes(q))).toEqual([]);
    expect(stored.flatMap((p) => p.service_areas).filter((area) => !places.includes(area))).toEqual([]);
  });

  it("has an approved operator whose licence has expired, and approved documents dated for every approved operator", async () => {
    const db = get().db;
    const expired = await rows<{ company_name: string }>(
      db,
      sql`select company_name from operator_profiles
          where approval_status = 'approved' and documents_valid_until < current_date`,
    );
    expect(expired.map((r) => r.company_name)).toContain("Pasig Skyview Drones");
    const undated = await rows(
      db,
      sql`select 1 from operator_profiles where approval_status = 'approved' and documents_valid_until is null`,
    );
    expect(undated).toEqual([]);
    const badges = await rows(
      db,
      sql`select 1 from operator_profiles where is_verified and verified_at is null`,
    );
    expect(badges).toEqual([]);
  });

  it("has at least 120 listings in every category, active ones only for approved operators", async () => {
    const db = get().db;
    const listings = await rows<{
      category: string;
      is_active: boolean;
      approval_status: string;
      d: number;
    }>(
      db,
      sql`select l.category, l.is_active, p.approval_status, length(l.description) as d
          from service_listings l join operator_profiles p on p.user_id = l.operator_id`,
    );
    expect(listings.length).toBeGreaterThanOrEqual(120);
    expect(new Set(listings.map((l) => l.category))).toEqual(new Set(LISTING_CATEGORIES));
    expect(listings.filter((l) => !l.is_active).length).toBeGreaterThanOrEqual(3);
    expect(listings.filter((l) => l.is_active && l.approval_status !== "approved")).toEqual([]);
    expect(listings.filter((l) => l.d < 120 || l.d > 400)).toEqual([]);
  });

  it("has at least 40 job requests in every status with consistent proposals", async () => {
    const db = get().db;
    const jobs = await rows<{ status: string }>(db, sql`select status from job_requests`);
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(JOB_STATUSES));
    const customers = await rows(
      db,
      sql`select distinct j.customer_id from job_requests j join customer_profiles c on c.user_id = j.customer_id`,
    );
    expect(customers.length).toBeGreaterThanOrEqual(10);
    // open: all pending (at least one); in_progress: one hired; completed: one completed; cancelled: rejected only.
    const wrong = await rows(
      db,
      sql`select j.id, j.status from job_requests j
          left join proposals p on p.job_request_id = j.id
          group by j.id, j.status
          having not (
            (j.status = 'open' and count(p.id) >= 1 and bool_and(p.status = 'pending'))
            or (j.status = 'in_progress' and count(*) filter (where p.status = 'hired') = 1
                and count(*) filter (where p.status not in ('hired', 'rejected')) = 0)
            or (j.status = 'completed' and count(*) filter (where p.status = 'completed') = 1
                and count(*) filter (where p.status not in ('completed', 'rejected')) = 0)
            or (j.status = 'cancelled' and count(*) filter (where p.status <> 'rejected') = 0))`,
    );
    expect(wrong).toEqual([]);
  });

  it("pays in_progress jobs into escrow and releases completed ones, with an exact 10% split", async () => {
    const db = get().db;
    const bad = await rows(
      db,
      sql`select j.id from job_requests j
          left join payments pay on pay.job_request_id = j.id
          left join proposals p on p.id = pay.proposal_id
          where (j.status = 'in_progress' and (pay.status is distinct from 'completed' or pay.paid_at is null))
             or (j.status = 'completed' and (pay.status is distinct from 'released' or pay.payout_at is null))
             or (j.status in ('open', 'cancelled') and pay.id is not null)
             or (pay.id is not null and (pay.amount <> p.quote or pay.operator_id <> p.operator_id
                 or pay.platform_fee <> round(pay.amount * 0.10, 2)
                 or pay.operator_payout <> pay.amount - pay.platform_fee))`,
    );
    expect(bad).toEqual([]);
  });

  it("prices listings in their operator's currency and keeps one currency per deal, in several currencies", async () => {
    const db = get().db;
    const strayListings = await rows(
      db,
      sql`select l.id from service_listings l join operator_profiles p on p.user_id = l.operator_id
          where l.currency <> p.currency`,
    );
    expect(strayListings).toEqual([]);
    const strayDeals = await rows(
      db,
      sql`select pr.id from proposals pr join job_requests j on j.id = pr.job_request_id
          left join payments pay on pay.proposal_id = pr.id
          where pr.currency <> j.currency or pay.currency <> j.currency`,
    );
    expect(strayDeals).toEqual([]);
    const currencies = await rows<{ table: string; n: number }>(
      db,
      sql`select 'listings' as table, count(distinct currency)::int as n from service_listings
          union all select 'jobs', count(distinct currency)::int from job_requests
          union all select 'payments', count(distinct currency)::int from payments`,
    );
    for (const row of currencies) expect(row.n, row.table).toBeGreaterThanOrEqual(3);
  });

  it("issues one numbered invoice per payment, and counts on from the last number", async () => {
    const db = get().db;
    const missing = await rows(
      db,
      sql`select pay.id from payments pay left join invoices i on i.payment_id = pay.id
          where i.id is null or i.number !~ '^INV-[0-9]{4}-[0-9]{6}$' or i.due_at < i.issued_at`,
    );
    expect(missing).toEqual([]);
    const behind = await rows(
      db,
      sql`select c.year from invoice_counters c
          where c.last_number < (select max(substring(i.number from 10)::int) from invoices i
                                 where i.number like 'INV-' || c.year || '-%')`,
    );
    expect(behind).toEqual([]);
  });

  it("keeps every operator's rating and completedJobs in line with reviews and completed jobs", async () => {
    const db = get().db;
    const mismatched = await rows(
      db,
      sql`select o.company_name, o.rating, o.completed_jobs, r.avg_rating, c.done
          from operator_profiles o
          left join (select operator_id, round(avg(rating)::numeric, 2) as avg_rating
                     from reviews group by operator_id) r on r.operator_id = o.user_id
          left join (select p.operator_id, count(*)::int as done from proposals p
                     join job_requests j on j.id = p.job_request_id
                     where j.status = 'completed' and p.status = 'completed'
                     group by p.operator_id) c on c.operator_id = o.user_id
          where o.rating <> coalesce(r.avg_rating, 0) or o.completed_jobs <> coalesce(c.done, 0)`,
    );
    expect(mismatched).toEqual([]);
    const reviewed = await rows<{ n: number }>(db, sql`select count(*)::int as n from reviews`);
    expect(reviewed[0]?.n).toBeGreaterThan(5);
  });
}

describe("seed with demo accounts", () => {
  let t: TestDatabase;
  let first: Record<string, number>;
  beforeAll(async () => {
    t = await createTestDatabase();
    expect(await isEmpty(t.url)).toBe(true);
    await seedDatabase(t.db, { demoAccounts: true });
    first = await counts(t.db);
  });
  afterAll(async () => t?.close());

  sharedChecks(() => t);

  it("seeding again (through the URL entry point) changes no count", async () => {
    expect(await isEmpty(t.url)).toBe(false);
    const summary = await seed(t.url, { demoAccounts: true });
    expect(summary).toMatch(/operators .* listings .* job requests/);
    expect(summary).toContain("nothing inserted");
    expect(await counts(t.db)).toEqual(first);
  });

  it("creates the three demo accounts with their data", async () => {
    const db = t.db;
    const accounts = await rows<{ email: string; role: string; password_hash: string }>(
      db,
      sql`select email, role, password_hash from users
          where email in ('customer@skyhire.dev', 'operator@skyhire.dev', 'admin@skyhire.dev')`,
    );
    expect(accounts.map((a) => `${a.role}:${a.email}`).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => `${a.role}:${a.email}`).sort(),
    );
    expect(accounts.every((a) => a.password_hash.startsWith("scrypt$16384$8$1$"))).toBe(true);

    const [customer] = await rows<{
      payment_method_id: string;
      gateway_customer_id: string;
      billing_info: Record<string, unknown>;
    }>(
      db,
      sql`select c.payment_method_id, c.gateway_customer_id, c.billing_info from customer_profiles c
          join users u on u.id = c.user_id where u.email = 'customer@skyhire.dev'`,
    );
    // The offline gateway's own id format, so the demo customer can pay in test mode.
    expect(customer?.payment_method_id).toMatch(/^pm_offline_visa_4242_12_2030_[0-9a-f]{8}$/);
    expect(customer?.gateway_customer_id).toMatch(/^cus_offline_[0-9a-f]{24}$/);
    expect(customer?.billing_info).toEqual({
      cardLast4: "4242",
      expMonth: 12,
      expYear: 2030,
      brand: "visa",
    });
    const openWithProposals = await rows(
      db,
      sql`select j.id from job_requests j join users u on u.id = j.customer_id
          join proposals p on p.job_request_id = j.id and p.status = 'pending'
          where u.email = 'customer@skyhire.dev' and j.status = 'open'
          group by j.id having count(*) >= 2`,
    );
    expect(openWithProposals.length).toBeGreaterThanOrEqual(1);

    const [operator] = await rows<{
      approval_status: string;
      is_published: boolean;
      is_verified: boolean;
      categories: number;
    }>(
      db,
      sql`select o.approval_status, o.is_published, o.is_verified,
                 (select count(distinct category)::int from service_listings l where l.operator_id = o.user_id) as categories
          from operator_profiles o join users u on u.id = o.user_id where u.email = 'operator@skyhire.dev'`,
    );
    expect(operator).toMatchObject({
      approval_status: "approved",
      is_published: true,
      is_verified: true,
    });
    expect(operator?.categories).toBeGreaterThanOrEqual(3);
  });

  it("has one operator registered for VAT whose prices exclude it, with its tax on a demo customer's pending proposal and on its invoices", async () => {
    const db = t.db;
    const sellers = await rows<{ company_name: string; tax_details: Record<string, unknown> }>(
      db,
      sql`select company_name, tax_details from operator_profiles
          where (tax_details ->> 'registeredForTax')::boolean and not (tax_details ->> 'pricesIncludeTax')::boolean`,
    );
    expect(sellers).toEqual([
      {
        company_name: VAT_SELLER.company,
        tax_details: VAT_SELLER.taxDetails,
      },
    ]);
    // Every proposal of theirs adds 20 % to the net typed: quote = net + tax, rounded half up once.
    const proposals = await rows<{ quote: string; tax: { rate: string; pricesIncludeTax: boolean; net: string; tax: string } | null; customer: string; status: string }>(
      db,
      sql`select p.quote::text as quote, p.tax, u.email as customer, p.status from proposals p
          join operator_profiles o on o.user_id = p.operator_id
          join job_requests j on j.id = p.job_request_id join users u on u.id = j.customer_id
          where o.company_name = ${VAT_SELLER.company}`,
    );
    expect(proposals.length).toBeGreaterThanOrEqual(2);
    for (const proposal of proposals) {
      expect(proposal.tax).toMatchObject({ rate: "20.00", pricesIncludeTax: false });
      expect(proposal.quote).toBe(grossFromNet(proposal.tax?.net ?? "", "20.00"));
      expect(toCents(proposal.tax?.net ?? "") + toCents(proposal.tax?.tax ?? "")).toBe(toCents(proposal.quote));
    }
    expect(proposals.some((p) => p.customer === "customer@skyhire.dev" && p.status === "pending")).toBe(true);
    // Their milestones and payments are the grosses; their invoices keep the seller's tax details.
    const mismatched = await rows(
      db,
      sql`select m.id from milestones m join proposals p on p.id = m.proposal_id
          join operator_profiles o on o.user_id = p.operator_id
          left join payments pay on pay.milestone_id = m.id
          left join invoices i on i.payment_id = pay.id
          where o.company_name = ${VAT_SELLER.company}
            and (m.amount <> p.quote or (pay.id is not null and (pay.amount <> p.quote
                 or i.seller_tax_details is distinct from o.tax_details)))`,
    );
    expect(mismatched).toEqual([]);
  });
});

describe("seed without demo accounts", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDatabase(t.db, { demoAccounts: false });
  });
  afterAll(async () => t?.close());

  sharedChecks(() => t);

  it("creates none of the demo accounts", async () => {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const found = await rows(
      t.db,
      sql`select email from users where lower(email) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
    expect(found).toEqual([]);
  });

  it("is idempotent", async () => {
    const before = await counts(t.db);
    const summary = await seedDatabase(t.db, { demoAccounts: false });
    expect(summary.inserted).toBe(0);
    expect(await counts(t.db)).toEqual(before);
  });
});
