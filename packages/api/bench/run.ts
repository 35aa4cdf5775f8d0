/**
 * `pnpm bench`: the screens' hot queries on a marketplace much larger than the demo seed.
 * Seeds the demo data, multiplies listings and job requests with generate_series, then times each
 * service call (median and p95 over repeated runs) and prints the plan's index use for browse.
 * Runs on an in-process PGlite by default, or on TEST_DATABASE_URL / DATABASE_URL.
 * Figures are printed, never asserted: tests do not time things.
 *
 * `pnpm bench --http --listings 100k` is the HTTP benchmark instead: the production server against a
 * bare node:http + postgres.js floor running the same SQL (bench/http/main.ts).
 */
import { seedDatabase } from "@skyhire/db/seed";
import { createTestDatabase } from "@skyhire/db/testing";
import { jobBoardSchema, listListingsSchema } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { jobBoard, listJobRequests } from "../src/services/jobs";
import { getListingDetail, listPublicListings, marketplaceStats } from "../src/services/listings";
import { getPublicOperator } from "../src/services/operator-page";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;
  console.info(
    `${label.padEnd(48)} median ${median.toFixed(2).padStart(8)} ms   p95 ${p95.toFixed(2).padStart(8)} ms`,
  );
}

async function main() {
  const started = performance.now();
  const target =
    (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)
      ? "PostgreSQL server"
      : "embedded PGlite";
  const t = await createTestDatabase();
  try {
    await seedDatabase(t.db, { demoAccounts: true });
    // Copies of the seeded rows with new ids and varied text, spread over time.
    await t.db.execute(sql`
      insert into service_listings (id, operator_id, title, description, price, category, requirements, is_active, created_at, updated_at)
      select gen_random_uuid()::text, l.operator_id, l.title || ' #' || g, l.description || ' batch ' || g,
             l.price, l.category, l.requirements, (g % 10) <> 0,
             now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${LISTINGS}) g
      join lateral (select * from service_listings order by id offset (g % 100) limit 1) l on true`);
    await t.db.execute(sql`
      insert into job_requests (id, customer_id, title, description, category, location, budget, requirements, status, created_at, updated_at)
      select gen_random_uuid()::text, j.customer_id, j.title || ' #' || g, j.description, j.category,
             j.location, j.budget, j.requirements, j.status, now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${JOBS}) g
      join lateral (select * from job_requests order by id offset (g % 40) limit 1) j on true`);
    // As autovacuum would: merges the GIN pending lists and refreshes statistics after the bulk load.
    await t.db.execute(sql`vacuum analyze`);
    const [sample] = (await t.db.execute<{ id: string }>(
      sql`select id from service_listings where is_active limit 1`,
    )) as unknown as { id: string }[];
    // The operator with the most listings: the heaviest operator page.
    const [busiest] = (await t.db.execute<{ id: string }>(
      sql`select operator_id as id from service_listings where is_public group by operator_id order by count(*) desc limit 1`,
    )) as unknown as { id: string }[];

    console.info(
      `Skyhire bench on ${target}: +${LISTINGS} listings, +${JOBS} job requests, ${RUNS} runs each\n`,
    );
    await time("browse: first page, no filter", () =>
      listPublicListings(t.db, listListingsSchema.parse({ page: 1, pageSize: 12 })),
    );
    await time("browse: page 50", () =>
      listPublicListings(t.db, listListingsSchema.parse({ page: 50, pageSize: 12 })),
    );
    await time("browse: category Inspection", () =>
      listPublicListings(
        t.db,
        listListingsSchema.parse({ category: "Inspection", page: 1, pageSize: 12 }),
      ),
    );
    await time("browse: broad search 'inspection'", () =>
      listPublicListings(
        t.db,
        listListingsSchema.parse({ q: "inspection", page: 1, pageSize: 12 }),
      ),
    );
    await time("browse: rare search 'zzqx'", () =>
      listPublicListings(t.db, listListingsSchema.parse({ q: "zzqx", page: 1, pageSize: 12 })),
    );
    // Hong Kong: the seeded city with the most operators.
    await time("browse: near Hong Kong, 50 km", () =>
      listPublicListings(t.db, listListingsSchema.parse({ near: "Hong Kong", radiusKm: 50, page: 1, pageSize: 12 })),
    );
    await time("browse: near + category + price sort", () =>
      listPublicListings(
        t.db,
        listListingsSchema.parse({ near: "Hong Kong", radiusKm: 50, category: "Inspection", sort: "price_asc", page: 1, pageSize: 12 }),
      ),
    );
    await time("operator page", () => getPublicOperator(t.db, { id: busiest?.id ?? "", viewer: null }));
    await time("listing detail", () =>
      getListingDetail(t.db, { id: sample?.id ?? "", viewer: null }),
    );
    await time("home: marketplace stats", () => marketplaceStats(t.db));
    await time("home: recent job requests", () => listJobRequests(t.db, { page: 1, pageSize: 4 }));
    await time("job board: open jobs", () =>
      jobBoard(t.db, { ...jobBoardSchema.parse({ page: 1, pageSize: 12 }), viewer: { id: "none", role: "admin" } }),
    );
    await time("job board: location 'london'", () =>
      jobBoard(t.db, {
        ...jobBoardSchema.parse({ location: "london", page: 1, pageSize: 12 }),
        viewer: { id: "none", role: "admin" },
      }),
    );
    console.info(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await t.close();
  }
}

const run = process.argv.includes("--http")
  ? import("./http/main").then(({ runHttpBench }) =>
      runHttpBench(process.argv.slice(2).filter((arg) => arg !== "--")),
    )
  : main();

void run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
