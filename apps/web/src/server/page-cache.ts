import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { LRUCache } from "lru-cache";
import { userAgentFromString } from "next/server";
import { CATALOGUE_SECONDS } from "./catalogue-freshness";
import { beforeEveryRequest, headersOf } from "./request-hook";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

/** A listing's page; its one group is the listing id. */
const LISTING_PAGE = /^\/listings\/([^/]+)$/;

/**
 * The public pages as a signed-out visitor sees them, kept in memory for CATALOGUE_SECONDS and
 * served beside Next.js, as a CDN in front of the site would: every visitor without a session gets
 * the same HTML, so one render serves a burst of them (docs/performance.md#caching). Every write
 * through the API empties it at once (`expirePageCache`, from catalogue-cache.ts), like the
 * catalogue's data cache; a change made elsewhere shows within CATALOGUE_SECONDS.
 *
 * A kept page loads its framework scripts after its first paint (scripts-after-paint.ts). A listing's
 * page is counted as a view each time this cache answers it (`countListingView` of the options); its
 * own render for the cache counts none (`isPageCacheRender`).
 *
 * Left to Next.js: anything with a session cookie or an Authorization header, the client router's
 * own requests (RSC payloads), crawlers (Next.js renders their metadata differently), and any answer
 * that is not a plain 200 HTML page without cookies.
 */
const CACHEABLE_PAGES = [
  /^\/$/,
  /^\/listings$/,
  LISTING_PAGE,
  /^\/operators\/[^/]+$/,
  /^\/how-it-works$/,
  /^\/terms$/,
  /^\/privacy$/,
];

/** Headers of a render that belong to one connection or one body, not to the page. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

/** Marks the server's own render request, which must reach Next.js; its value is unknown outside this process. */
const RENDER_HEADER = "x-skyhire-page-render";

interface CachedPage {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  gzipped: Buffer;
}

interface Render {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The cache key of a request a cached page may answer (its path and query), or null. */
export function pageCacheKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== "GET" || !url) return null;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!CACHEABLE_PAGES.some((page) => page.test(path))) return null;
  if (queryStart !== -1 && new URLSearchParams(url.slice(queryStart + 1)).has("_rsc")) return null;
  if (headers[RENDER_HEADER] !== undefined) return null;
  if (headers.authorization !== undefined) return null;
  if (hasSessionCookie(cookieNamesOf(headers.cookie))) return null;
  // The client router's requests (RSC, Next-Router-State-Tree, Next-Url, …) are not pages.
  if (Object.keys(headers).some((name) => name === "rsc" || name.startsWith("next-"))) return null;
  if (userAgentFromString(headers["user-agent"]).isBot) return null;
  return url;
}

/** One cache per process: instrumentation and the route bundles load this module apart. */
interface PageCacheState {
  pages: LRUCache<string, CachedPage>;
  rendering: Map<string, Promise<Render>>;
  /** Bumped by every expiry: a render started before it is served but not kept. */
  generation: number;
  /** The RENDER_HEADER value of this process's own renders (shared: the bundles load this module apart). */
  renderToken: string;
}

const KEY = Symbol.for("skyhire.pageCache");
const holder = globalThis as { [KEY]?: PageCacheState };

function state(): PageCacheState {
  holder[KEY] ??= {
    pages: new LRUCache<string, CachedPage>({
      max: 1_000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (page) => page.body.byteLength + page.gzipped.byteLength,
      ttl: CATALOGUE_SECONDS * 1_000,
    }),
    rendering: new Map(),
    generation: 0,
    renderToken: randomBytes(16).toString("hex"),
  };
  return holder[KEY];
}

/** Empties the cache: the next visitor of each page gets a fresh render. */
export function expirePageCache(): void {
  const current = state();
  current.generation += 1;
  current.pages.clear();
  current.rendering.clear();
}

/** Whether a page render was asked by this cache (the visitor's view is then counted by the cache). */
export function isPageCacheRender(headers: Headers): boolean {
  return headers.get(RENDER_HEADER) === state().renderToken;
}

export interface PageCacheOptions {
  /** Counts a visitor's view of a listing page this cache answered (server/listing-views.ts). */
  countListingView?: (listingId: string, headers: Headers) => void;
}

/** Answers signed-out visitors' public pages from the cache (installed once, see request-hook.ts). */
export function servePublicPagesFromCache(options: PageCacheOptions = {}): void {
  beforeEveryRequest("skyhire.pageCache.installed", (request, response, server, passOn) => {
    const key = pageCacheKey(request.method, request.url, request.headers);
    if (!key) return false;
    // Asked only for a cacheable page: it is a system call (2 % of the server's CPU on API reads).
    const address = server.address();
    if (!address || typeof address !== "object") return false;
    // Listening on every interface: ask over loopback; on one address: ask there.
    const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
    void answer(request, response, key, { host, port: address.port }, options).catch(() => {
      // The render request failed (the server is going down, say): Next.js answers as usual.
      if (!response.headersSent) passOn();
    });
    return true;
  });
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  server: RenderServer,
  options: PageCacheOptions,
): Promise<void> {
  const current = state();
  const cached = current.pages.get(key);
  if (cached) {
    send(request, response, cached, "hit");
    return countView(request, key, cached.status, options);
  }
  const generation = current.generation;
  let rendering = current.rendering.get(key);
  if (!rendering) {
    rendering = render(server, key, request.headers);
    current.rendering.set(key, rendering);
    void rendering.finally(() => {
      if (current.rendering.get(key) === rendering) current.rendering.delete(key);
    }).catch(() => undefined);
  }
  const rendered = await rendering;
  const page = cacheable(rendered);
  if (!page) sendAsRendered(response, rendered);
  else {
    if (current.generation === generation) current.pages.set(key, page);
    send(request, response, page, "miss");
  }
  // Counted once the answer is on its way.
  countView(request, key, rendered.status, options);
}

/** A listing's page answered here is a visitor's view of it. */
function countView(request: IncomingMessage, key: string, status: number, options: PageCacheOptions): void {
  if (status !== 200 || !options.countListingView) return;
  const listingId = LISTING_PAGE.exec(key.split("?", 1)[0] ?? "")?.[1];
  if (!listingId) return;
  options.countListingView(decodeURIComponent(listingId), headersOf(request));
}

/** Where this server listens. */
interface RenderServer {
  host: string;
  port: number;
}

/** Asks this server for the page as a signed-out visitor, uncompressed. */
function render({ host, port }: RenderServer, url: string, headers: IncomingHttpHeaders): Promise<Render> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host,
        port,
        path: url,
        method: "GET",
        headers: {
          host: headers.host ?? `${host}:${port}`,
          accept: "text/html",
          ...(headers["user-agent"] ? { "user-agent": headers["user-agent"] } : {}),
          [RENDER_HEADER]: state().renderToken,
        },
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 500, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("Page render timed out")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A render every signed-out visitor may get: a 200 HTML page that sets no cookie. */
function cacheable(rendered: Render): CachedPage | null {
  if (rendered.status !== 200) return null;
  if (rendered.headers["set-cookie"] !== undefined) return null;
  if (!String(rendered.headers["content-type"] ?? "").startsWith("text/html")) return null;
  if (rendered.headers["content-encoding"] !== undefined) return null;
  const headers = Object.entries(rendered.headers).flatMap(([name, value]): [string, string | string[]][] =>
    value === undefined || NOT_STORED.has(name) || name === RENDER_HEADER ? [] : [[name, value]],
  );
  const body = Buffer.from(scriptsAfterFirstPaint(rendered.body.toString("utf8")));
  return { status: rendered.status, headers, body, gzipped: gzipSync(body) };
}

function send(request: IncomingMessage, response: ServerResponse, page: CachedPage, state: "hit" | "miss"): void {
  response.statusCode = page.status;
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("x-page-cache", state);
  const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const body = gzip ? page.gzipped : page.body;
  if (gzip) response.setHeader("content-encoding", "gzip");
  const vary = String(response.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  response.setHeader("content-length", body.byteLength);
  response.end(body);
}

/** Any other answer (a 404 for an unknown operator, say) goes out as Next.js gave it, and is not kept. */
function sendAsRendered(response: ServerResponse, rendered: Render): void {
  response.statusCode = rendered.status;
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !NOT_STORED.has(name)) response.setHeader(name, value);
  }
  response.setHeader("content-length", rendered.body.byteLength);
  response.end(rendered.body);
}
