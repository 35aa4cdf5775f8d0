/**
 * `pnpm bench --http --listings 100k`: the product over HTTP against a bare floor, same SQL.
 *
 * 1. Seeds (or reuses) `skyhire_bench_<n>` on a PostgreSQL server: --listings over ≥ 2,000
 *    operators in every searchable place (68 cities), generated in SQL.
 * 2. Records, per workload, the statements the product's REST handler runs for the request.
 * 3. Starts the production server (apps/web's server.ts, build made if missing) and the floor server
 *    (node:http + postgres.js replaying those statements).
 * 4. Per workload and server: a warm-up, then autocannon at 32 connections, then 1 connection;
 *    prints req/s, p50/p95/p99, errors and product ÷ floor, and writes the table to .data/bench/.
 *    With --rounds N the loaded runs alternate product and floor N times, so that the machine's
 *    drift from one run to the next falls on both, and the median round is reported.
 */
import { writeFileSync, mkdirSync } from "node:fs";
import { cpus, release, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LISTING_QUERY_PARAMETERS } from "@skyhire/validators";
import postgres from "postgres";
import { matchOperation } from "../../src/rest";
import { createRecorder, type Capture } from "./capture";
import { type FloorPlan } from "./floor-plan";
import { load, type LoadResult } from "./load";
import { repoRoot } from "@skyhire/db/paths";
import { databasePoolSize } from "@skyhire/db/runtime";
import { waitForQuiet } from "./quiet";
import { prepareDatabase, type SeedReport } from "./seed";
import { ensureBuild, startFloor, startProduct, type RunningServer } from "./servers";
import { RARE_WORD } from "./data";

interface Workload {
  key: string;
  label: string;
  paths: string[];
  /** Database-bound: the issue's target is ≥ 80 % of the floor here, ≥ 50 % elsewhere. */
  dbBound: boolean;
}

interface Measured {
  workload: Workload;
  captures: Capture[];
  product: Run;
  floor: Run;
  /** product ÷ floor of each round (--rounds); product and floor above are the median round's. */
  roundRatios: number[];
}

interface Run {
  load: LoadResult;
  single: LoadResult;
  /** CPU busy share (other processes: ours idle) just before the loaded and the single run. */
  busyBefore: number;
  /**
   * Transactions the database committed per answered request during the loaded run: the
   * statements a request really ran (a statement outside BEGIN is one transaction), measured
   * on the server, so a query the recording did not see shows up here.
   */
  statementsPerRequest: number;
}

/** "100k", "1m", "100000" or "100_000" → a number. */
function count(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replace(/[_,]/g, "").trim());
  if (!match) throw new Error(`Not a count: ${text}`);
  const unit = match[2]?.toLowerCase();
  return Math.round(Number(match[1]) * (unit === "k" ? 1_000 : unit === "m" ? 1_000_000 : 1));
}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      http: { type: "boolean" },
      listings: { type: "string", default: "100k" },
      operators: { type: "string" },
      connections: { type: "string", default: "32" },
      duration: { type: "string", default: "8" },
      "single-duration": { type: "string", default: "5" },
      warmup: { type: "string", default: "2" },
      rounds: { type: "string", default: "1" },
      "server-url": {
        type: "string",
        default: process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
      },
      database: { type: "string" },
      reseed: { type: "boolean", default: false },
      migrate: { type: "boolean", default: false },
      build: { type: "boolean", default: false },
      only: { type: "string" },
      "product-port": { type: "string", default: "3210" },
      "floor-port": { type: "string", default: "3211" },
      "seed-only": { type: "boolean", default: false },
      quiet: { type: "string", default: "0.25" },
      "quiet-wait": { type: "string", default: "30" },
    },
  });
  const listings = count(values.listings);
  return {
    listings,
    operators: values.operators
      ? count(values.operators)
      : Math.max(2_000, Math.ceil(listings / 100)),
    connections: Number(values.connections),
    duration: Number(values.duration),
    singleDuration: Number(values["single-duration"]),
    warmup: Number(values.warmup),
    rounds: Math.max(1, Number(values.rounds)),
    serverUrl: values["server-url"],
    database: values.database ?? `skyhire_bench_${label(listings).toLowerCase()}`,
    reseed: values.reseed,
    migrate: values.migrate,
    build: values.build,
    only: values.only?.split(",").map((s) => s.trim()),
    productPort: Number(values["product-port"]),
    floorPort: Number(values["floor-port"]),
    seedOnly: values["seed-only"],
    quiet: Number(values.quiet),
    quietWait: Number(values["quiet-wait"]),
  };
}

function label(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1_000 && n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

/** Whether GET /api/listings takes the location and sort parameters (the new search design). */
function hasLocationSearch(): boolean {
  const names: readonly string[] = LISTING_QUERY_PARAMETERS;
  return names.includes("near") && names.includes("sort");
}

async function sampleIds(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const listings = await sql<{ id: string }[]>`
      select id from service_listings where is_active order by md5(id) limit 20`;
    const operators = await sql<{ user_id: string; id: string }[]>`
      select user_id, id from operator_profiles where approval_status = 'approved' and is_published
      order by md5(id) limit 20`;
    return {
      listingIds: listings.map((r) => r.id),
      operatorUserIds: operators.map((r) => r.user_id),
      operatorProfileIds: operators.map((r) => r.id),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function defineWorkloads(ids: Awaited<ReturnType<typeof sampleIds>>): {
  workloads: Workload[];
  skipped: string[];
} {
  const skipped: string[] = [];
  const workloads: Workload[] = [
    { key: "page1", label: "page 1", paths: ["/api/listings"], dbBound: false },
    { key: "page50", label: "page 50", paths: ["/api/listings?page=50"], dbBound: true },
    {
      key: "category",
      label: "category (Mapping)",
      paths: ["/api/listings?category=Mapping"],
      dbBound: false,
    },
    {
      key: "broad",
      label: "broad word (q=inspection)",
      paths: ["/api/listings?q=inspection"],
      dbBound: true,
    },
    {
      key: "rare",
      label: `rare word (q=${RARE_WORD})`,
      paths: [`/api/listings?q=${RARE_WORD}`],
      dbBound: false,
    },
  ];
  if (hasLocationSearch()) {
    workloads.push(
      {
        key: "near",
        label: "near Sydney, 50 km",
        paths: ["/api/listings?near=Sydney&radiusKm=50"],
        dbBound: false,
      },
      {
        key: "nearSort",
        label: "near + category + price sort",
        paths: ["/api/listings?near=Sydney&radiusKm=50&category=Inspection&sort=price_asc"],
        dbBound: true,
      },
    );
  } else {
    skipped.push(
      "near, near + category + price sort: GET /api/listings has no `near` parameter yet",
    );
  }
  workloads.push({
    key: "detail",
    label: "listing detail",
    paths: ids.listingIds.map((id) => `/api/listings/${id}`),
    dbBound: false,
  });
  if (matchOperation("GET", "/api/operators/bench-op-1").kind === "found") {
    workloads.push({
      key: "operator",
      label: "operator page",
      paths: ids.operatorUserIds.map((id) => `/api/operators/${id}`),
      dbBound: false,
    });
  } else {
    skipped.push("operator page: GET /api/operators/{id} does not exist yet");
  }
  return { workloads, skipped };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
const rps = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "–");
const percents = (ratios: number[]) => ratios.map((r) => `${(r * 100).toFixed(0)}`).join(" · ") + " %";

function tableRows(results: Measured[]): string[] {
  const header =
    "| workload | product req/s | p50 | p95 | p99 | err | floor req/s | p50 | p95 | p99 | err | product ÷ floor | 1-conn p95 product | 1-conn p95 floor | SQL/req product · floor |";
  const rule = "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|";
  const rows = results.map(({ workload, product, floor, roundRatios }) => {
    const ratio = floor.load.rps > 0 ? product.load.rps / floor.load.rps : Number.NaN;
    return [
      workload.label + (workload.dbBound ? " ¹" : ""),
      rps(product.load.rps),
      ms(product.load.p50),
      ms(product.load.p95),
      ms(product.load.p99),
      String(product.load.errors),
      rps(floor.load.rps),
      ms(floor.load.p50),
      ms(floor.load.p95),
      ms(floor.load.p99),
      String(floor.load.errors),
      (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)} %` : "–") +
        (roundRatios.length > 1 ? ` (${percents(roundRatios)})` : ""),
      ms(product.single.p95),
      ms(floor.single.p95),
      `${product.statementsPerRequest.toFixed(1)} · ${floor.statementsPerRequest.toFixed(1)}`,
    ].join(" | ");
  });
  return [header, rule, ...rows.map((r) => `| ${r} |`)];
}

/** Runs that had to start while other processes kept the machine busy, named in the table's notes. */
function busyNote(results: Measured[], threshold: number): string[] {
  const busy = results.flatMap(({ workload, product, floor }) =>
    [
      ["product", product.busyBefore],
      ["floor", floor.busyBefore],
    ]
      .filter(([, share]) => Number(share) > threshold)
      .map(
        ([who, share]) =>
          `${workload.label} (${String(who)}, ${(Number(share) * 100).toFixed(0)} % busy)`,
      ),
  );
  return busy.length > 0
    ? ["", `Started while other processes kept the CPU busy: ${busy.join(", ")}.`]
    : [
        "",
        `Every run started on a quiet machine (other processes under ${(threshold * 100).toFixed(0)} % CPU).`,
      ];
}

async function machine(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ v: string; sb: string }[]>`
      select current_setting('server_version') as v, current_setting('shared_buffers') as sb`;
    const cpu = cpus();
    return (
      `${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `Linux ${release()}, Node ${process.version}, PostgreSQL ${row?.v ?? "?"} (shared_buffers ${row?.sb ?? "?"}) on the same machine`
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function settle(origin: string, path: string): Promise<void> {
  // Requests still queued when a run ends are finished before the next run starts.
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    try {
      await (await fetch(origin + path)).arrayBuffer();
    } catch {
      // keep trying
    }
    if (performance.now() - started < 500) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Transactions committed in the database so far (each statement outside BEGIN is one). */
async function transactions(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: string }[]>`
      select xact_commit::text as n from pg_stat_database where datname = current_database()`;
    return Number(row?.n ?? 0);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

type Loaded = Pick<Run, "load" | "busyBefore" | "statementsPerRequest">;

/** A warm-up, then the loaded run, with the transactions it committed. */
async function measureLoaded(
  server: RunningServer,
  paths: string[],
  o: ReturnType<typeof options>,
  databaseUrl: string,
): Promise<Loaded> {
  const first = paths[0] ?? "/";
  await load({ origin: server.origin, paths, connections: o.connections, seconds: o.warmup });
  await settle(server.origin, first);
  const busyBefore = await waitForQuiet(o.quiet, o.quietWait);
  const xactBefore = await transactions(databaseUrl);
  const loaded = await load({
    origin: server.origin,
    paths,
    connections: o.connections,
    seconds: o.duration,
  });
  // Backends report their counters at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const xacts = (await transactions(databaseUrl)) - xactBefore;
  await settle(server.origin, first);
  const answered = loaded.requests + loaded.errors;
  return {
    load: loaded,
    busyBefore,
    statementsPerRequest: answered > 0 ? xacts / answered : Number.NaN,
  };
}

/** One client after the other: the single-client latency. */
async function measureSingle(
  server: RunningServer,
  paths: string[],
  o: ReturnType<typeof options>,
): Promise<{ single: LoadResult; busyBefore: number }> {
  const busyBefore = await waitForQuiet(o.quiet, o.quietWait);
  const single = await load({
    origin: server.origin,
    paths,
    connections: 1,
    seconds: o.singleDuration,
  });
  await settle(server.origin, paths[0] ?? "/");
  return { single, busyBefore };
}

/**
 * Product and floor loaded in turn, --rounds times: the machine's drift between two runs lands on
 * both sides, and the round with the median ratio is the one reported (its figures stay together).
 */
async function measurePair(
  product: RunningServer,
  floor: RunningServer,
  workload: Workload,
  o: ReturnType<typeof options>,
  databaseUrl: string,
): Promise<{ product: Run; floor: Run; roundRatios: number[] }> {
  const floorPaths = workload.paths.map((_, i) => `/floor/${workload.key}/${i}`);
  const rounds: { product: Loaded; floor: Loaded; ratio: number }[] = [];
  for (let round = 0; round < o.rounds; round++) {
    const p = await measureLoaded(product, workload.paths, o, databaseUrl);
    const f = await measureLoaded(floor, floorPaths, o, databaseUrl);
    rounds.push({ product: p, floor: f, ratio: f.load.rps > 0 ? p.load.rps / f.load.rps : Number.NaN });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor((byRatio.length - 1) / 2)] ?? rounds[0];
  if (!median) throw new Error("no round measured");
  const pSingle = await measureSingle(product, workload.paths, o);
  const fSingle = await measureSingle(floor, floorPaths, o);
  return {
    product: { ...median.product, single: pSingle.single, busyBefore: Math.max(median.product.busyBefore, pSingle.busyBefore) },
    floor: { ...median.floor, single: fSingle.single, busyBefore: Math.max(median.floor.busyBefore, fSingle.busyBefore) },
    roundRatios: rounds.map((r) => r.ratio),
  };
}

export async function runHttpBench(argv: string[]): Promise<void> {
  const o = options(argv);
  const started = performance.now();
  if (!o.seedOnly) ensureBuild(o.build);
  const seed: SeedReport = await prepareDatabase({
    serverUrl: o.serverUrl,
    database: o.database,
    listings: o.listings,
    operators: o.operators,
    reseed: o.reseed,
    migrate: o.migrate,
  });
  console.info(
    `${seed.reused ? "Reused" : "Seeded"} ${o.database} in ${seed.seconds.toFixed(1)} s: ` +
      `${seed.listings.toLocaleString("en")} listings (${seed.publicListings.toLocaleString("en")} active, ` +
      `${((seed.inspectionListings / Math.max(1, seed.listings)) * 100).toFixed(0)} % mention "inspection"), ` +
      `${seed.operators.toLocaleString("en")} operators in ${seed.cities} cities` +
      (seed.hasLocationColumns
        ? ", with base location and radius"
        : ", no location columns in this schema"),
  );
  if (o.seedOnly) return;

  const ids = await sampleIds(seed.url);
  const defined = defineWorkloads(ids);
  const workloads = o.only
    ? defined.workloads.filter((w) => o.only?.includes(w.key))
    : defined.workloads;

  // The same SQL: what the product's handler runs for each path, recorded once.
  const recorder = createRecorder(seed.url);
  const captured = new Map<string, Capture[]>();
  const skipped = [...defined.skipped];
  try {
    for (const workload of workloads) {
      const captures: Capture[] = [];
      for (const path of workload.paths) captures.push(await recorder.capture(path));
      const failed = captures.find((c) => c.status !== 200);
      if (failed) {
        skipped.push(`${workload.label}: ${failed.path} answered ${failed.status}`);
        continue;
      }
      captured.set(workload.key, captures);
      const first = captures[0];
      console.info(
        `  ${workload.label.padEnd(32)} ${first?.statements.length ?? 0} statement(s), ${first?.bytes ?? 0} bytes: ` +
          (first?.statements.map((s) => s.text.replace(/\s+/g, " ").slice(0, 90)).join(" ⏵ ") ??
            ""),
      );
    }
  } finally {
    await recorder.close();
  }
  const measurable = workloads.filter((w) => captured.has(w.key));

  const outDir = join(repoRoot(), ".data", "bench");
  mkdirSync(outDir, { recursive: true });
  const plan: FloorPlan = {
    databaseUrl: seed.url,
    port: o.floorPort,
    poolSize: databasePoolSize(), // the product's pool: DATABASE_POOL_SIZE, passed on to it, or the default
    workloads: Object.fromEntries(
      measurable.map((w) => [w.key, (captured.get(w.key) ?? []).map((c) => c.statements)]),
    ),
  };
  const planFile = join(outDir, `floor-plan-${label(o.listings)}.json`);
  writeFileSync(planFile, JSON.stringify(plan));

  const firstPath = measurable[0]?.paths[0] ?? "/api/listings";
  const floor = await startFloor({
    planFile,
    port: o.floorPort,
    readyPath: measurable[0] ? `/floor/${measurable[0].key}/0` : "/",
  });
  let product: RunningServer | undefined;
  const results: Measured[] = [];
  // Interrupted (Ctrl-C, a timeout's SIGTERM): the servers this bench started stop with it.
  const interrupted = (signal: NodeJS.Signals) => {
    void Promise.all([product?.stop(), floor.stop()]).finally(() =>
      process.exit(signal === "SIGINT" ? 130 : 143),
    );
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    product = await startProduct({
      databaseUrl: seed.url,
      port: o.productPort,
      readyPath: firstPath,
    });
    console.info(
      `\nproduct ${product.origin} (apps/web server.ts, pid ${product.pid}) · floor ${floor.origin} (node:http + postgres.js, pid ${floor.pid})`,
    );
    console.info(
      `${o.connections} connections × ${o.duration} s${o.rounds > 1 ? ` (${o.rounds} rounds, product and floor in turn)` : ""} and 1 connection × ${o.singleDuration} s per workload, after a ${o.warmup} s warm-up\n`,
    );
    for (const workload of measurable) {
      const { product: p, floor: f, roundRatios } = await measurePair(product, floor, workload, o, seed.url);
      results.push({ workload, captures: captured.get(workload.key) ?? [], product: p, floor: f, roundRatios });
      console.info(
        `  ${workload.label.padEnd(32)} product ${rps(p.load.rps).padStart(6)} req/s p95 ${ms(p.load.p95).padStart(7)} ms ` +
          `err ${p.load.errors} · floor ${rps(f.load.rps).padStart(6)} req/s p95 ${ms(f.load.p95).padStart(7)} ms err ${f.load.errors} · ` +
          `ratio ${((p.load.rps / f.load.rps) * 100).toFixed(0)} %${roundRatios.length > 1 ? ` (rounds ${percents(roundRatios)})` : ""} · 1-conn p95 ${ms(p.single.p95)} / ${ms(f.single.p95)} ms`,
      );
    }
  } finally {
    await product?.stop();
    await floor.stop();
  }

  const lines = [
    `### ${label(o.listings)} listings`,
    "",
    `${seed.listings.toLocaleString("en")} listings (${seed.publicListings.toLocaleString("en")} active), ` +
      `${seed.operators.toLocaleString("en")} operators in ${seed.cities} cities. ` +
      `${o.connections} connections × ${o.duration} s` +
      (o.rounds > 1
        ? ` in ${o.rounds} rounds, product and floor in turn: the round with the median ratio is shown, every round's ratio in brackets`
        : "") +
      `; 1 connection × ${o.singleDuration} s for the single-client p95. Latencies in ms.`,
    `Machine: ${await machine(seed.url)}.`,
    "",
    ...tableRows(results),
    "",
    "¹ database-bound workload.",
    ...busyNote(results, o.quiet),
    ...(skipped.length > 0 ? ["", "Not measured:", ...skipped.map((s) => `- ${s}`)] : []),
  ];
  const markdown = lines.join("\n");
  console.info(`\n${markdown}\n`);
  const base = join(outDir, `http-${label(o.listings)}`);
  writeFileSync(`${base}.md`, `${markdown}\n`);
  writeFileSync(
    `${base}.json`,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seed,
        options: o,
        results: results.map((r) => ({
          key: r.workload.key,
          label: r.workload.label,
          paths: r.workload.paths,
          statements: r.captures[0]?.statements.map((s) => s.text),
          product: r.product,
          floor: r.floor,
          roundRatios: r.roundRatios,
        })),
        skipped,
      },
      null,
      2,
    ),
  );
  console.info(
    `Written to ${base}.md and .json; done in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
