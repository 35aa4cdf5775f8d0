import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { LRUCache } from "lru-cache";
// `userAgentFromString` of next/server, from its own module: the entry loads this file before
// Next.js has set up its runtime, and loading the next/server barrel that early leaves Next.js with
// a stand-in AsyncLocalStorage ("AsyncLocalStorage accessed in runtime where it is not available").
import { userAgentFromString } from "next/dist/server/web/spec-extension/user-agent";
import { acceptsGzip } from "./accepts-gzip";
import { CATALOGUE_SECONDS } from "./catalogue-freshness";
import { headersOf } from "./headers-of";
import { perProcess } from "./per-process";

/**
 * The public pages as a signed-out visitor sees them, kept in memory for CATALOGUE_SECONDS and
 * served before Next.js (apps/web/server.ts), as a CDN in front of the site would: every visitor
 * without a session gets the same HTML, so one render serves a burst of them
 * (docs/performance.md#caching). A page is rendered by asking this same server for it over
 * loopback, marked as the cache's own render so that it reaches Next.js; the answer is kept as
 * Next.js wrote it. Every write through the API empties the cache at once (`expirePageCache`, from
 * catalogue-cache.ts inside Next.js's bundle: the state is per process, see per-process.ts), like
 * the catalogue's data cache; a change made elsewhere shows within CATALOGUE_SECONDS.
 *
 * A listing's page is counted as a view each time this cache answers it (`countListingView` of the
 * options); its own render for the cache counts none (`isPageCacheRender`).
 *
 * Left to Next.js: anything with a session cookie or an Authorization header, the client router's
 * own requests (RSC payloads), crawlers (Next.js renders their metadata differently), and any answer
 * that is not a plain 200 HTML page without cookies.
 */

/** A listing's page; its one group is the listing id. */
const LISTING_PAGE = /^\/listings\/([^/]+)$/;

const CACHEABLE_PAGES = [
  /^\/$/,
  /^\/listings$/,
  LISTING_PAGE,
  /^\/operators\/[^/]+$/,
  /^\/how-it-works$/,
  /^\/terms$/,
  /^\/privacy$/,
];

/** Marks the server's own render request, which must reach Next.js; its value is unknown outside this process. */
const RENDER_HEADER = "x-skyhire-page-render";

/** Headers of a render that belong to one connection or one body, not to the page. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

/** A page kept in memory, with its gzipped body ready. */
interface KeptPage {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  gzipped: Buffer;
}

/** A page as this server rendered it. */
interface Render {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Where this server listens, for its own renders. */
export interface RenderServer {
  host: string;
  port: number;
}

/**
 * The cache key of a request a cached page may answer (its path and query), or null: a GET of one
 * of the public pages, without a session cookie or an Authorization header, not from a crawler, not
 * this server's own render, nor one of the client router's requests (RSC payloads, `?_rsc=`,
 * `Next-Router-State-Tree`, `Next-Url`, …).
 */
export function pageCacheKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== "GET" || !url) return null;
  const queryStart = url.indexOf("?");
  if (queryStart !== -1 && new URLSearchParams(url.slice(queryStart + 1)).has("_rsc")) return null;
  if (headers[RENDER_HEADER] !== undefined || headers.authorization !== undefined) return null;
  if (Object.keys(headers).some((name) => name === "rsc" || name.startsWith("next-"))) return null;
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!CACHEABLE_PAGES.some((page) => page.test(path))) return null;
  if (hasSessionCookie(cookieNamesOf(headers.cookie))) return null;
  if (userAgentFromString(headers["user-agent"]).isBot) return null;
  return url;
}

interface PageCacheState {
  pages: LRUCache<string, KeptPage>;
  rendering: Map<string, Promise<Render>>;
  /** Bumped by every expiry: a render started before it is served but not kept. */
  generation: number;
  /** The RENDER_HEADER value of this process's own renders. */
  renderToken: string;
}

/** One cache per process: the entry and Next.js's bundles (which expire it) load this module apart. */
function state(): PageCacheState {
  return perProcess("skyhire.pageCache", () => ({
    pages: new LRUCache<string, KeptPage>({
      max: 1_000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (page) => page.body.byteLength + page.gzipped.byteLength,
      ttl: CATALOGUE_SECONDS * 1_000,
    }),
    rendering: new Map(),
    generation: 0,
    renderToken: randomBytes(16).toString("hex"),
  }));
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
  /** Where this server listens (`ownAddress`), or null before it does. */
  renderServer: () => RenderServer | null;
  /** Counts a visitor's view of a listing page this cache answered (server/listing-views.ts). */
  countListingView?: (listingId: string, headers: Headers) => void;
}

/**
 * Where `server` can be asked for its own renders: over loopback when it listens on every
 * interface. Read once it listens (`server.address()` is a system call, too dear per request).
 */
export function ownAddress(server: Server): () => RenderServer | null {
  let known: RenderServer | null = null;
  return () => {
    if (known) return known;
    const address = server.address();
    if (!address || typeof address !== "object") return null;
    const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
    known = { host, port: address.port };
    return known;
  };
}

/**
 * Answers a signed-out visitor's public page from the cache, rendering it first when it is not
 * kept. Returns whether it took the request; when answering fails (the render failed, the server is
 * going down) `passOn` hands the request to Next.js after all.
 */
export function serveFromPageCache(request: IncomingMessage, response: ServerResponse, options: PageCacheOptions, passOn: () => void): boolean {
  const key = pageCacheKey(request.method, request.url, request.headers);
  if (!key) return false;
  const server = options.renderServer();
  if (!server) return false;
  void answer(request, response, key, server, options).catch(() => {
    if (!response.headersSent) passOn();
  });
  return true;
}

async function answer(request: IncomingMessage, response: ServerResponse, key: string, server: RenderServer, options: PageCacheOptions): Promise<void> {
  const current = state();
  const cached = current.pages.get(key);
  if (cached) {
    send(request, response, cached, "hit");
    return countView(request, key, cached.status, options);
  }
  const generation = current.generation;
  let rendering = current.rendering.get(key);
  if (!rendering) {
    rendering = renderAsVisitor(server, key, request.headers);
    current.rendering.set(key, rendering);
    void rendering.finally(() => {
      if (current.rendering.get(key) === rendering) current.rendering.delete(key);
    }).catch(() => undefined);
  }
  const rendered = await rendering;
  const page = keepable(rendered);
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

/** Asks this server for the page as a signed-out visitor: only the host and browser of the visitor's request, uncompressed. */
function renderAsVisitor({ host, port }: RenderServer, url: string, visitor: IncomingHttpHeaders): Promise<Render> {
  const headers = {
    host: visitor.host ?? `${host}:${port}`,
    accept: "text/html",
    ...(visitor["user-agent"] ? { "user-agent": visitor["user-agent"] } : {}),
    [RENDER_HEADER]: state().renderToken,
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host, port, path: url, method: "GET", headers, timeout: 30_000 }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 500, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("Page render timed out")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A render every signed-out visitor may get: a 200 HTML page that sets no cookie, kept as Next.js wrote it. */
function keepable(rendered: Render): KeptPage | null {
  if (rendered.status !== 200) return null;
  if (rendered.headers["set-cookie"] !== undefined) return null;
  if (!String(rendered.headers["content-type"] ?? "").startsWith("text/html")) return null;
  if (rendered.headers["content-encoding"] !== undefined) return null;
  const headers = Object.entries(rendered.headers).flatMap(([name, value]): [string, string | string[]][] =>
    value === undefined || NOT_STORED.has(name) || name === RENDER_HEADER ? [] : [[name, value]],
  );
  return { status: rendered.status, headers, body: rendered.body, gzipped: gzipSync(rendered.body) };
}

/** Sends a kept page, gzipped for a client that accepts it; `x-page-cache` says whether it was kept already. */
function send(request: IncomingMessage, response: ServerResponse, page: KeptPage, state: "hit" | "miss"): void {
  response.statusCode = page.status;
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("x-page-cache", state);
  const gzip = acceptsGzip(request);
  const body = gzip ? page.gzipped : page.body;
  if (gzip) response.setHeader("content-encoding", "gzip");
  const vary = String(response.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  response.setHeader("content-length", body.byteLength);
  response.end(body);
}

/** Any other answer (a 404, a redirect) goes out as Next.js gave it, and is not kept. */
function sendAsRendered(response: ServerResponse, rendered: Render): void {
  response.statusCode = rendered.status;
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !NOT_STORED.has(name)) response.setHeader(name, value);
  }
  response.setHeader("content-length", rendered.body.byteLength);
  response.end(rendered.body);
}
