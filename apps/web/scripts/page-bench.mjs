// `pnpm bench:pages`: how many page views a second the production build serves on the embedded
// database (the default a new machine runs), with autocannon at 8 connections: each public page as
// a signed-out visitor gets it (from the page cache, apps/web/src/server/page-cache.ts) beside the
// same page rendered by Next.js for every request (a crawler's user agent bypasses the cache), and
// a signed-in customer's dashboard, rendered by Next.js on every view. The floor is `/robots.txt`
// from the same server (a tiny route Next.js answers from its build): the cached pages are given as
// a share of its rate. Figures are printed, never asserted (docs/performance.md#caching).
//
//   pnpm bench:pages [--connections 8] [--duration 10] [--no-build]
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, URLSearchParams } from "node:url";
import autocannon from "autocannon";
import { firstListing, startBenchServer } from "./bench-server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, "..");

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const connections = Number(arg("connections", "8"));
const duration = Number(arg("duration", "10"));
const port = Number(process.env.PAGE_BENCH_PORT ?? 3820);
const baseURL = `http://127.0.0.1:${port}`;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The demo customer's session cookie, signed in through the credentials endpoint. */
async function customerCookie() {
  const csrf = await fetch(`${baseURL}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const signIn = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email: "customer@skyhire.dev", password: "skyhire-demo" }),
  });
  const session = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).find((c) => c.includes("session-token"));
  if (!session) throw new Error("the demo customer could not sign in");
  return session;
}

/** autocannon on one page. */
function run(path, headers, seconds = duration) {
  return new Promise((done, fail) => {
    autocannon(
      { url: `${baseURL}${path}`, connections, duration: seconds, headers: { "accept-encoding": "gzip", ...headers } },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

const row = (cells) => `| ${cells.join(" | ")} |`;

async function main() {
  if (!existsSync(resolve(webDir, ".next/BUILD_ID")) || !process.argv.includes("--no-build")) {
    execSync("pnpm exec next build", { cwd: webDir, stdio: "inherit" });
  }
  const { stop } = await startBenchServer(port, "skyhire-page-bench");
  try {
    const { operatorId } = await firstListing(baseURL);
    const pages = ["/", "/listings", `/operators/${operatorId}`, "/how-it-works"];
    console.info(`${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()[0].toFixed(1)}; ${connections} connections × ${duration} s\n`);
    const floor = await run("/robots.txt", { "user-agent": BROWSER });
    console.info(`floor: /robots.txt ${floor.requests.average.toFixed(0)} req/s, p50 ${floor.latency.p50} ms\n`);
    console.info(
      row(["page", "cached req/s", "p50", "p97.5", "Next.js every time req/s", "p50", "p97.5", "cached ÷ Next.js", "cached ÷ robots.txt"]),
    );
    console.info(row(["---", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:"]));
    for (const path of pages) {
      const cached = await run(path, { "user-agent": BROWSER });
      const rendered = await run(path, { "user-agent": CRAWLER });
      console.info(
        row([
          `\`${path.startsWith("/operators/") ? "/operators/{id}" : path}\``,
          cached.requests.average.toFixed(0),
          `${cached.latency.p50} ms`,
          `${cached.latency.p97_5} ms`,
          rendered.requests.average.toFixed(0),
          `${rendered.latency.p50} ms`,
          `${rendered.latency.p97_5} ms`,
          `${(cached.requests.average / rendered.requests.average).toFixed(1)}×`,
          `${Math.round((100 * cached.requests.average) / floor.requests.average)} %`,
        ]),
      );
    }
    const signedIn = { "user-agent": BROWSER, cookie: await customerCookie() };
    // Warmed up first (V8 compiles the render), so the run measures a running server.
    await run("/dashboard/customer", signedIn, 5);
    const dashboard = await run("/dashboard/customer", signedIn);
    console.info("\n" + row(["signed-in `/dashboard/customer` (Next.js)", "req/s", "p50", "p97.5", "non-2xx"]));
    console.info(row(["---", "--:", "--:", "--:", "--:"]));
    console.info(row(["every view rendered", dashboard.requests.average.toFixed(0), `${dashboard.latency.p50} ms`, `${dashboard.latency.p97_5} ms`, dashboard.non2xx]));
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
