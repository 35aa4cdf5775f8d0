// `pnpm --filter @skyhire/web bench:inp`: how fast the browse page answers its filters on a phone.
// At 375 px with the CPU slowed 4× and a 1.6 Mbps / 150 ms network (Lighthouse's mobile figures), a
// visitor on /listings taps a category, ticks "Verified only", searches for a word and changes the
// sort order, each after the page has settled from the one before. The browser's own Event Timing
// entries give each interaction's latency, from the input to the next paint; the page's INP is the
// slowest of them, as web-vitals counts it for a page with fewer than 50 interactions (target
// ≤ 200 ms, docs/performance.md#interaction). Each run is a new visitor; the median of `--runs` (3)
// is printed with every interaction's figure.
//
//   node scripts/inp-filters.mjs [--runs 3] [--port 3180]
// Runs against the production build (`pnpm --filter @skyhire/web build` first).
import { chromium } from "@playwright/test";
import { benchChromiumPath, startBenchServer } from "./bench-server.mjs";

function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Number(arg("runs", "3"));
const port = Number(arg("port", "3180"));

const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const SETTLED_MS = 30_000;

/** Records every interaction's Event Timing entry (buffered, so nothing before the script is lost). */
function recordInteractions() {
  const seen = [];
  globalThis.__interactions = seen;
  new globalThis.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
}

/** The slowest entry of each interaction since `from` entries were recorded. */
async function interactionsSince(page, from) {
  const entries = await page.evaluate(() => globalThis.__interactions ?? []);
  const byId = new Map();
  for (const entry of entries.slice(from)) byId.set(entry.id, Math.max(byId.get(entry.id) ?? 0, entry.duration));
  return { latest: [...byId.values()], count: entries.length };
}

/** One visitor's four filter interactions; each one's latency in ms. */
async function measure(browser, baseURL) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await page.goto(`${baseURL}/listings`, { waitUntil: "networkidle", timeout: SETTLED_MS });

  const steps = [
    {
      name: "category chip",
      act: () => page.getByRole("group", { name: "Filter by category" }).getByRole("link").nth(1).tap(),
      done: () => page.waitForURL(/category=/, { timeout: SETTLED_MS }),
    },
    {
      name: "Verified only",
      act: () => page.getByLabel("Verified only").tap(),
      done: () => page.waitForURL(/verified=true/, { timeout: SETTLED_MS }),
    },
    {
      name: "search (type + Enter)",
      act: async () => {
        await page.getByLabel("Search services").tap();
        await page.keyboard.type("inspection", { delay: 80 });
        await page.keyboard.press("Enter");
      },
      done: () => page.waitForURL(/q=inspection/, { timeout: SETTLED_MS }),
    },
    {
      name: "sort (keyboard)",
      act: async () => {
        await page.locator("#filter-sort").focus();
        await page.keyboard.press("ArrowDown");
      },
      done: () => page.waitForURL(/sort=/, { timeout: SETTLED_MS }),
    },
  ];
  const figures = {};
  let recorded = (await interactionsSince(page, 0)).count;
  for (const step of steps) {
    await step.act();
    await step.done();
    await page.waitForLoadState("networkidle", { timeout: SETTLED_MS });
    const { latest, count } = await interactionsSince(page, recorded);
    recorded = count;
    figures[step.name] = latest.length > 0 ? Math.max(...latest) : 0;
  }
  await context.close();
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Event Timing reports only interactions of 16 ms or more; a faster one has no entry.
const shown = (ms) => (ms === 0 ? "< 16" : String(Math.round(ms)));

const { baseURL, stop } = await startBenchServer(port, "skyhire-inp");
try {
  const browser = await chromium.launch({ executablePath: benchChromiumPath() });
  await measure(browser, baseURL); // warms the server's caches, as a visitor after another would find them
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(browser, baseURL));
  await browser.close();
  const names = Object.keys(results[0]);
  console.info(`| interaction on /listings (375 px, 4× CPU, 1.6 Mbps) | median of ${runs} | runs (ms) |`);
  console.info("|---|--:|---|");
  for (const name of names) {
    const values = results.map((result) => result[name]);
    console.info(`| ${name} | ${shown(median(values))} ms | ${values.map(shown).join(", ")} |`);
  }
  const inp = results.map((result) => Math.max(...Object.values(result)));
  console.info(`| **INP** (slowest interaction of a visit) | **${Math.round(median(inp))} ms** | ${inp.map(Math.round).join(", ")} |`);
} finally {
  stop();
}
