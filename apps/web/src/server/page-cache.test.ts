import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { headersOf } from "./headers-of";
import { expirePageCache, isPageCacheRender, ownAddress, pageCacheKey, serveFromPageCache } from "./page-cache";

/** Renders of each path by the server behind the cache (standing in for Next.js). */
const renders = new Map<string, number>();
/** What the next render of a path answers instead of a plain page. */
const answers = new Map<string, { status?: number; cookie?: string; html?: string }>();
/** Listing views the cache counted. */
const views: { listingId: string; userAgent: string | null }[] = [];
/** Whether each render request was recognised as the cache's own. */
const ownRenders: boolean[] = [];

let server: Server;
let baseURL: string;

beforeAll(async () => {
  // The cache in front of a stand-in for Next.js, as in the entry's pipeline (request-pipeline.ts).
  server = createServer((request, response) => {
    if (serveFromPageCache(request, response, cacheOptions, () => renderPage(request, response))) return;
    renderPage(request, response);
  });
  const cacheOptions = {
    renderServer: ownAddress(server),
    countListingView: (listingId: string, headers: Headers) => views.push({ listingId, userAgent: headers.get("user-agent") }),
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** Stands in for Next.js. */
function renderPage(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? "";
  ownRenders.push(isPageCacheRender(headersOf(request)));
  const count = (renders.get(url) ?? 0) + 1;
  renders.set(url, count);
  const answer = answers.get(url) ?? {};
  response.statusCode = answer.status ?? 200;
  if (answer.cookie) response.setHeader("set-cookie", answer.cookie);
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("vary", "rsc");
  response.end(answer.html ?? `<html><body>${url} render ${count} ${"x".repeat(2_000)}</body></html>`);
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  expirePageCache();
  renders.clear();
  answers.clear();
  views.length = 0;
  ownRenders.length = 0;
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function visit(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL}${path}`, { headers: { "user-agent": BROWSER, ...headers } });
}

describe("a signed-out visitor's public page", () => {
  it("is rendered once and then served from memory, gzipped for a client that accepts it", async () => {
    const first = await visit("/listings?q=roof");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    const second = await visit("/listings?q=roof");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("vary")).toBe("rsc, Accept-Encoding");
    expect(renders.get("/listings?q=roof")).toBe(1);

    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${baseURL}/listings?q=roof`, { headers: { "accept-encoding": "gzip", "user-agent": BROWSER } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(firstBody);
  });

  it("renders once for a burst of first visitors", async () => {
    await Promise.all(Array.from({ length: 8 }, () => visit("/how-it-works").then((response) => response.text())));
    expect(renders.get("/how-it-works")).toBe(1);
  });

  it("is rendered afresh after a write expires the cache", async () => {
    await (await visit("/")).text();
    expirePageCache();
    const after = await visit("/");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("/ render 2");
  });

  it("is not kept when the render sets a cookie or is not a 200", async () => {
    answers.set("/operators/gone", { status: 404 });
    answers.set("/terms", { cookie: "a=b" });
    for (const path of ["/operators/gone", "/terms"]) {
      await (await visit(path)).text();
      const again = await visit(path);
      expect(again.headers.get("x-page-cache")).toBeNull();
      await again.text();
      expect(renders.get(path)).toBe(2);
    }
    expect((await visit("/operators/gone")).status).toBe(404);
  });
});

describe("a listing's page from the cache", () => {
  it("counts a view for every visitor it answers, the first (rendered) one too", async () => {
    for (let visitor = 0; visitor < 3; visitor += 1) await (await visit("/listings/listing-1")).text();
    expect(renders.get("/listings/listing-1")).toBe(1);
    expect(views).toEqual(Array.from({ length: 3 }, () => ({ listingId: "listing-1", userAgent: BROWSER })));
  });

  it("asks for its render with a header the page recognises, so the render itself is not a view", async () => {
    await (await visit("/listings/listing-1")).text();
    expect(ownRenders).toEqual([true]);
    expect(isPageCacheRender(new Headers({ "x-skyhire-page-render": "guessed" }))).toBe(false);
  });

  it("counts no view for a listing that is not there", async () => {
    answers.set("/listings/gone", { status: 404 });
    expect((await visit("/listings/gone")).status).toBe(404);
    expect(views).toEqual([]);
  });
});

describe("a kept page", () => {
  it("is the HTML Next.js wrote, its script tags untouched", async () => {
    const html = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Hi</h1></body></html>';
    answers.set("/how-it-works", { html });
    expect(await (await visit("/how-it-works")).text()).toBe(html);
    const again = await visit("/how-it-works");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(html);
  });
});

describe("what goes to Next.js every time", () => {
  it("a signed-in reader, an API token, the client router and a crawler", async () => {
    const cases: Record<string, string>[] = [
      { cookie: "authjs.session-token=abc" },
      { authorization: "Bearer sk_test" },
      { rsc: "1" },
      { "next-router-state-tree": "%5B%5D" },
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ];
    for (const headers of cases) {
      await (await visit("/", headers)).text();
      const again = await visit("/", headers);
      expect(again.headers.get("x-page-cache"), JSON.stringify(headers)).toBeNull();
      await again.text();
    }
    expect(renders.get("/")).toBe(cases.length * 2);
  });

  it("any page outside the public list", () => {
    const anonymous = { "user-agent": BROWSER };
    expect(pageCacheKey("GET", "/dashboard/customer", anonymous)).toBeNull();
    expect(pageCacheKey("GET", "/listings?_rsc=abc", anonymous)).toBeNull();
    expect(pageCacheKey("POST", "/", anonymous)).toBeNull();
    expect(pageCacheKey("GET", "/operators/op-1", anonymous)).toBe("/operators/op-1");
    expect(pageCacheKey("GET", "/listings/123", anonymous)).toBe("/listings/123");
    expect(pageCacheKey("GET", "/listings?category=Mapping&sort=price_asc", anonymous)).toBe("/listings?category=Mapping&sort=price_asc");
  });
});
