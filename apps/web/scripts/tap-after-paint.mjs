// `pnpm --filter @skyhire/web bench:tap`: does a page answer a tap as soon as it is painted? On a
// phone-sized page (375 px) with the CPU slowed 4× and a 1.6 Mbps / 150 ms network (Lighthouse's
// mobile figures), the menu button is tapped from the first paint on, every 250 ms, until the menu
// is open; the time from the paint to the open menu is the figure (target ≤ 1.5 s,
// docs/performance.md#tap-after-paint). Each page is measured `--runs` times (3); the median is printed.
//
//   node scripts/tap-after-paint.mjs [--runs 3] [--port 3170] [--only /,/signin]
// Runs against the production build (`pnpm --filter @skyhire/web build` first), served with a fresh
// seeded embedded database as the e2e tests serve it.
import { chromium } from "@playwright/test";
import { benchChromiumPath, firstListing, startBenchServer } from "./bench-server.mjs";


function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Number(arg("runs", "3"));
const port = Number(arg("port", "3170"));
const only = arg("only", "").split(",").filter(Boolean);
const baseURL = `http://127.0.0.1:${port}`;

const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const TAP_EVERY_MS = 250;
const GIVE_UP_MS = 20_000;

async function pages() {
  const { listingId, operatorId } = await firstListing(baseURL);
  return ["/", "/listings", `/listings/${listingId}`, `/operators/${operatorId}`, "/how-it-works", "/signin"]
    .map((path) => ({ name: path.replace(listingId, "{id}").replace(operatorId, "{id}"), path }))
    .filter((page) => only.length === 0 || only.includes(page.name));
}

/** Milliseconds from the first paint to the open menu, and how many taps it took. */
async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await page.goto(`${baseURL}${path}`, { waitUntil: "commit" });

  const paintedAt = await page.waitForFunction(
    () => globalThis.performance.getEntriesByName("first-paint")[0]?.startTime,
    undefined,
    { polling: 20, timeout: GIVE_UP_MS },
  );
  const paint = await paintedAt.jsonValue();
  // By its label, not its role: an open modal menu hides the rest of the page from the role tree.
  const button = page.locator('button[aria-label="Open menu"]');
  const menu = page.getByRole("dialog", { name: "Menu" });
  // The button's place on the painted page (it does not move): a finger taps there, whether or not
  // the page is ready for it.
  const box = await button.boundingBox();
  if (!box) throw new Error(`${path}: no menu button on the page`);
  let taps = 0;
  for (;;) {
    const now = await page.evaluate(() => globalThis.performance.now());
    if (now - paint > GIVE_UP_MS) throw new Error(`${path}: the menu did not open within ${GIVE_UP_MS / 1000} s`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    taps += 1;
    if (await menu.isVisible()) break;
    await page.waitForTimeout(TAP_EVERY_MS);
    if (await menu.isVisible()) break;
  }
  const openedAt = await page.evaluate(() => globalThis.performance.now());
  await context.close();
  return { ms: openedAt - paint, taps };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { stop } = await startBenchServer(port, "skyhire-tap");
try {
  const browser = await chromium.launch({ executablePath: benchChromiumPath() });
  console.info(`| page | paint → menu open (median of ${runs}) | taps | runs (ms) |`);
  console.info("|---|---|---|---|");
  for (const { name, path } of await pages()) {
    await measure(browser, path); // warms the server's caches, as a visitor after another would find them
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, path));
    const ms = median(results.map((result) => result.ms));
    const taps = median(results.map((result) => result.taps));
    console.info(`| ${name} | ${Math.round(ms)} ms | ${taps} | ${results.map((r) => Math.round(r.ms)).join(", ")} |`);
  }
  await browser.close();
} finally {
  stop();
}
