// `pnpm bench:pages`: how many page views a second the production build serves on the embedded
// database (the default a new machine runs), with autocannon at 8 connections: each public page as
// a signed-out visitor gets it (from the page cache, apps/web/src/server/page-cache.ts) beside the
// same page rendered by Next.js for every request (a crawler's user agent bypasses the cache), and
// a signed-in customer's dashboard, rendered by Next.js on every view. The floor is `/robots.txt`
// from the same server (a tiny route Next.js answers from its build): the cached pages are given as
// a share of its rate. Figures are printed, never asserted (docs/performance.md#caching).
//
//   pnpm bench:pages [--connections 8] [--duration 10] [--no-build]
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, URLSearchParams } from "node:url";
import autocannon from "autocannon";
import { testServer } from "../e2e/test-server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, "..");
const repoDir = resolve(webDir, "../..");

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const connections = Number(arg("connections", "8"));
const duration = Number(arg("duration", "10"));
const port = Number(process.env.PAGE_BENCH_PORT ?? 3820);
const server = testServer(port, { prefix: "skyhire-page-bench" });
const baseURL = server.baseURL;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

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
  const child = spawn(server.command, {
    cwd: repoDir,
    shell: true,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...server.env, JOB_QUEUE: "off" },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${baseURL}/api/health`, 180_000);
    const [first] = await (await fetch(`${baseURL}/api/listings?pageSize=1`)).json();
    const pages = ["/", "/listings", `/operators/${first.operator.id}`, "/how-it-works"];
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
