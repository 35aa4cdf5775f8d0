/**
 * The HTTP benchmark's database: its own database on a PostgreSQL server (never `test`), migrated
 * with the project's migrations, then operators and listings made by INSERT … SELECT FROM
 * generate_series in SQL (no row leaves node).
 * Only the base tables are written: users, operator_profiles and service_listings. Whatever the
 * schema derives from them (denormalised listing fields, search vectors) its triggers fill.
 * A seeded database is reused while its listing count, seed version and migrations match.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import postgres from "postgres";
import {
  BENCH_CITIES,
  BENCH_TEMPLATES,
  BIO_TEMPLATES,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  DESCRIPTION_TAILS,
  FIRST_NAMES,
  LAST_NAMES,
  QUALIFICATIONS,
  RARE_EVERY,
  RARE_SENTENCE,
} from "./data";
import { repoRoot } from "@skyhire/db/paths";

/** Changes whenever the generated data changes, so an old bench database is seeded again. */
const SEED_VERSION = 1;
/** Rows per INSERT statement (each its own transaction). */
const CHUNK = 100_000;
/** Share of listings that mention "inspection", in percent. */
const INSPECTION_PERCENT = 40;

export interface SeedPlan {
  serverUrl: string;
  database: string;
  listings: number;
  operators: number;
  reseed: boolean;
  /** Bring a seeded database up to the checkout's migrations instead of seeding it again. */
  migrate: boolean;
}

export interface SeedReport {
  url: string;
  reused: boolean;
  seconds: number;
  listings: number;
  publicListings: number;
  inspectionListings: number;
  operators: number;
  cities: number;
  hasLocationColumns: boolean;
}

/** `postgres://host/db` from a server URL and a database name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The project's own migrations, run as `pnpm --filter @skyhire/db migrate` would. */
function migrate(url: string): void {
  const result = spawnSync("pnpm", ["--filter", "@skyhire/db", "migrate"], {
    cwd: repoRoot(),
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`Migrations failed on ${url}:\n${result.stdout}\n${result.stderr}`);
  }
}

/** How many migrations the checkout holds (drizzle's journal). */
function committedMigrations(): number {
  const journal = z
    .object({ entries: z.array(z.unknown()) })
    .parse(
      JSON.parse(
        readFileSync(
          join(repoRoot(), "packages", "db", "drizzle", "meta", "_journal.json"),
          "utf8",
        ),
      ),
    );
  return journal.entries.length;
}

async function migrationCount(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from drizzle.__drizzle_migrations`;
  return row?.n ?? 0;
}

interface Meta {
  listings: number;
  operators: number;
  seed_version: number;
  migrations: number;
}

async function readMeta(url: string): Promise<Meta | null> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<Meta[]>`
      select listings, operators, seed_version, migrations from bench.meta limit 1`;
    return row ?? null;
  } catch {
    return null;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function databaseExists(serverUrl: string, database: string): Promise<boolean> {
  const admin = postgres(databaseUrl(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${database}`;
    return rows.length > 0;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function recreateDatabase(serverUrl: string, database: string): Promise<void> {
  if (!/^skyhire_bench[a-z0-9_]*$/.test(database)) {
    throw new Error(`Refusing to drop "${database}": bench databases are named skyhire_bench…`);
  }
  const admin = postgres(databaseUrl(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.unsafe(`create database "${database}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function hasColumn(sql: postgres.Sql, table: string, column: string): Promise<boolean> {
  const rows = await sql`
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_name = ${column}`;
  return rows.length > 0;
}

/** A deterministic pseudo-random non-negative integer from `g` (stream `k`), in SQL. */
function h(g: string, k: number): string {
  return `(hashint8extended(${g}::bigint, ${k}) & 2147483647)`;
}

/** A PostgreSQL text[] literal of the values, for picking one by index in SQL. */
function textArray(values: readonly string[]): string {
  const quoted = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",");
  return `array[${quoted}]::text[]`;
}

/** Runs one generated statement; a syntax error shows the statement around its position. */
async function exec(sql: postgres.Sql, text: string): Promise<void> {
  try {
    await sql.unsafe(text);
  } catch (error) {
    if (error instanceof postgres.PostgresError && error.position) {
      const at = Number(error.position);
      console.error(`${error.message} at: …${text.slice(Math.max(0, at - 120), at + 40)}…`);
    }
    throw error;
  }
}

async function seedData(url: string, plan: SeedPlan, migrations: number): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await exec(sql, `set maintenance_work_mem = '512MB'`);
    await exec(sql, `set synchronous_commit = off`);
    await exec(sql, `create schema if not exists bench`);
    await exec(sql, `drop table if exists bench.meta, bench.cities, bench.templates`);
    await exec(
      sql,
      `create table bench.cities (idx int primary key, name text, lat float8, lng float8)`,
    );
    await exec(
      sql,
      `
      create table bench.templates (grp text, gidx int, category text, title text,
        description text, price_min int, price_max int, requirements text[],
        primary key (grp, gidx))`,
    );
    await sql`insert into bench.cities ${sql(
      BENCH_CITIES.map((c, idx) => ({ idx, name: c.name, lat: c.lat, lng: c.lng })),
    )}`;
    const groups = { insp: 0, other: 0 };
    const templateRows = BENCH_TEMPLATES.map((t) => {
      const grp = `${t.title} ${t.description}`.toLowerCase().includes("inspection")
        ? "insp"
        : "other";
      const gidx = groups[grp]++;
      return {
        grp,
        gidx,
        category: t.category,
        title: t.title,
        description: t.description,
        price_min: t.price[0],
        price_max: t.price[1],
        requirements: `{${t.requirements.join(",")}}`,
      };
    });
    await sql`insert into bench.templates ${sql(templateRows)}`;

    const withLocation = await hasColumn(sql, "operator_profiles", "base_lat");
    const nCities = BENCH_CITIES.length;
    const ops = plan.operators;

    // Operators: accounts, then approved and published profiles spread over every city.
    await exec(
      sql,
      `
      insert into users (id, email, first_name, last_name, role, status, email_verified, created_at, updated_at)
      select 'bench-op-' || g, 'operator' || g || '@bench.skyhire.dev',
             (${textArray(FIRST_NAMES)})[1 + ${h("g", 1)} % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + ${h("g", 2)} % ${LAST_NAMES.length}],
             'operator', 'active', now() - interval '400 days',
             now() - (${h("g", 3)} % 1000) * interval '1 day', now()
      from generate_series(1, ${ops}) g`,
    );
    const locationColumns = withLocation ? ", base_lat, base_lng, service_radius_km" : "";
    // Within about ±25 km of the city centre; service radius 25–150 km.
    const locationValues = withLocation
      ? `, c.lat + ((${h("g", 10)} % 1000) / 1000.0 - 0.5) * 0.45,
           c.lng + ((${h("g", 11)} % 1000) / 1000.0 - 0.5) * 0.45 / cos(radians(c.lat)),
           (array[25, 50, 50, 75, 100, 150])[1 + ${h("g", 12)} % 6]`
      : "";
    await exec(
      sql,
      `
      insert into operator_profiles (id, user_id, company_name, full_name, bio, location,
        qualifications, is_verified, rating, completed_jobs, is_published, approval_status,
        reviewed_at, created_at, updated_at${locationColumns})
      select 'bench-opp-' || g, 'bench-op-' || g, company, u.first_name || ' ' || u.last_name,
             replace(replace((${textArray(BIO_TEMPLATES)})[1 + ${h("g", 4)} % ${BIO_TEMPLATES.length}],
               '{company}', company), '{city}', c.name),
             c.name,
             array[(${textArray(QUALIFICATIONS)})[1 + ${h("g", 5)} % ${QUALIFICATIONS.length}],
                   (${textArray(QUALIFICATIONS)})[1 + (${h("g", 5)} + 1 + ${h("g", 6)} % ${QUALIFICATIONS.length - 1}) % ${QUALIFICATIONS.length}]],
             ${h("g", 7)} % 3 = 0,
             round((3.2 + (${h("g", 8)} % 181) / 100.0)::numeric, 2),
             ${h("g", 9)} % 240, true, 'approved', now() - interval '300 days',
             u.created_at, now()${locationValues}
      from generate_series(1, ${ops}) g
      join users u on u.id = 'bench-op-' || g
      join bench.cities c on c.idx = (g - 1) % ${nCities}
      cross join lateral (select
        (${textArray(COMPANY_PREFIXES)})[1 + ${h("g", 13)} % ${COMPANY_PREFIXES.length}] || ' ' ||
        (${textArray(COMPANY_SUFFIXES)})[1 + ${h("g", 14)} % ${COMPANY_SUFFIXES.length}] ||
        ' ' || c.name) as co(company)`,
    );

    // Listings: 40 % from the templates that mention inspection, the rest from the others;
    // 1 in 20 inactive; created over the past year; the operator's city in the text.
    const tails = textArray(DESCRIPTION_TAILS);
    // A bulk load builds an index faster once than row by row: the listing table's secondary
    // indexes (whatever the migrations define, constraint indexes kept) are dropped for the load
    // and made again from their own definitions.
    const indexes = await sql<{ name: string; definition: string }[]>`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = 'public.service_listings'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
    for (const index of indexes) await exec(sql, `drop index ${index.name}`);
    for (let start = 1; start <= plan.listings; start += CHUNK) {
      const end = Math.min(plan.listings, start + CHUNK - 1);
      const began = performance.now();
      await exec(
        sql,
        `
        insert into service_listings (id, operator_id, title, description, price, category,
          requirements, is_active, created_at, updated_at)
        select md5('bench-listing-' || g)::uuid::text, 'bench-op-' || op,
               replace(t.title, '{city}', c.name),
               replace(t.description || (${tails})[1 + ${h("g", 24)} % ${DESCRIPTION_TAILS.length}]
                 || case when ${h("g", 25)} % ${RARE_EVERY} = 0 then '${RARE_SENTENCE.replace(/'/g, "''")}' else '' end,
                 '{city}', c.name),
               (case when p < 300 then round(p / 5.0) * 5 when p < 1500 then round(p / 10.0) * 10
                     else round(p / 50.0) * 50 end)::numeric(10, 2),
               t.category, t.requirements, ${h("g", 26)} % 20 <> 0,
               created, created
        from generate_series(${start}, ${end}) g
        cross join lateral (select 1 + ${h("g", 20)} % ${ops} as op,
          case when ${h("g", 21)} % 100 < ${INSPECTION_PERCENT} then 'insp' else 'other' end as grp,
          now() - (${h("g", 27)} % 525600) * interval '1 minute' as created) pick
        join bench.templates t on t.grp = pick.grp
          and t.gidx = ${h("g", 22)} % (case pick.grp when 'insp' then ${groups.insp} else ${groups.other} end)
        join bench.cities c on c.idx = (pick.op - 1) % ${nCities}
        cross join lateral (select t.price_min + ${h("g", 23)} % (t.price_max - t.price_min + 1) as p) price`,
      );
      console.info(
        `  listings ${start.toLocaleString("en")}–${end.toLocaleString("en")} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
      );
    }
    const indexing = performance.now();
    for (const index of indexes) await exec(sql, index.definition);
    console.info(
      `  ${indexes.length} listing indexes made again in ${((performance.now() - indexing) / 1000).toFixed(1)} s`,
    );
    await exec(sql, `vacuum analyze`);
    await exec(
      sql,
      `
      create table bench.meta (listings int, operators int, seed_version int, migrations int,
        seeded_at timestamptz default now())`,
    );
    await sql`insert into bench.meta (listings, operators, seed_version, migrations)
              values (${plan.listings}, ${plan.operators}, ${SEED_VERSION}, ${migrations})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function describe(url: string): Promise<Omit<SeedReport, "url" | "reused" | "seconds">> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { listings: number; public: number; inspection: number; operators: number; cities: number }[]
    >`
      select (select count(*)::int from service_listings) as listings,
             (select count(*)::int from service_listings where is_active) as public,
             (select count(*)::int from service_listings
               where title ilike '%inspection%' or description ilike '%inspection%') as inspection,
             (select count(*)::int from operator_profiles) as operators,
             (select count(distinct location)::int from operator_profiles) as cities`;
    return {
      listings: row?.listings ?? 0,
      publicListings: row?.public ?? 0,
      inspectionListings: row?.inspection ?? 0,
      operators: row?.operators ?? 0,
      cities: row?.cities ?? 0,
      hasLocationColumns: await hasColumn(sql, "operator_profiles", "base_lat"),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** After --migrate: fresh statistics, and the meta row says which migrations the data has seen. */
async function recordMigrations(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`analyze`;
    const migrations = await migrationCount(sql);
    await sql`update bench.meta set migrations = ${migrations}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Makes (or reuses) the bench database and returns its URL and what it holds. */
export async function prepareDatabase(plan: SeedPlan): Promise<SeedReport> {
  const began = performance.now();
  const url = databaseUrl(plan.serverUrl, plan.database);
  let reused = false;
  if (!plan.reseed && (await databaseExists(plan.serverUrl, plan.database))) {
    // Reused only when it was seeded by this seed with every committed migration: a newer
    // checkout's migrations are not run on it (a back-fill over a million rows would take longer
    // than seeding again).
    const meta = await readMeta(url);
    const sameSeed =
      meta !== null &&
      meta.listings === plan.listings &&
      meta.operators === plan.operators &&
      meta.seed_version === SEED_VERSION;
    reused = sameSeed && meta.migrations === committedMigrations();
    if (sameSeed && !reused && plan.migrate && meta.migrations < committedMigrations()) {
      console.info(`Applying the checkout's new migrations to ${plan.database} (--migrate)…`);
      migrate(url);
      await recordMigrations(url);
      reused = true;
    }
  }
  if (!reused) {
    console.info(
      `Creating ${plan.database} and seeding ${plan.listings.toLocaleString("en")} listings…`,
    );
    await recreateDatabase(plan.serverUrl, plan.database);
    migrate(url);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const migrations = await migrationCount(sql).finally(() => sql.end({ timeout: 5 }));
    await seedData(url, plan, migrations);
  }
  const seconds = (performance.now() - began) / 1000;
  return { url, reused, seconds, ...(await describe(url)) };
}
