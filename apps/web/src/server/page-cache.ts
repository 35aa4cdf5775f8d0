import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import type { LRUCache } from "lru-cache";
import { userAgentFromString } from "next/server";
import { CATALOGUE_SECONDS } from "./catalogue-freshness";
import { keepable, keptPageStore, pageRequestPath, perProcess, render, sendAsRendered, sendKept, serveKeptPages, type KeptPage, type Render, type RenderServer } from "./kept-page";
import { headersOf } from "./request-hook";
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

/** Marks the server's own render request, which must reach Next.js; its value is unknown outside this process. */
const RENDER_HEADER = "x-skyhire-page-render";

/** The cache key of a request a cached page may answer (its path and query), or null. */
export function pageCacheKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  const path = pageRequestPath(method, url, headers, RENDER_HEADER);
  if (!path || !CACHEABLE_PAGES.some((page) => page.test(path))) return null;
  if (hasSessionCookie(cookieNamesOf(headers.cookie))) return null;
  if (userAgentFromString(headers["user-agent"]).isBot) return null;
  return url ?? null;
}

/** One cache per process: instrumentation and the route bundles load this module apart. */
interface PageCacheState {
  pages: LRUCache<string, KeptPage>;
  rendering: Map<string, Promise<Render>>;
  /** Bumped by every expiry: a render started before it is served but not kept. */
  generation: number;
  /** The RENDER_HEADER value of this process's own renders (shared: the bundles load this module apart). */
  renderToken: string;
}

function state(): PageCacheState {
  return perProcess("skyhire.pageCache", () => ({
    pages: keptPageStore<KeptPage>({ max: 1_000, megabytes: 64, seconds: CATALOGUE_SECONDS }, (page) => page),
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
  /** Counts a visitor's view of a listing page this cache answered (server/listing-views.ts). */
  countListingView?: (listingId: string, headers: Headers) => void;
}

/** Answers signed-out visitors' public pages from the cache (installed once, see request-hook.ts). */
export function servePublicPagesFromCache(options: PageCacheOptions = {}): void {
  serveKeptPages(
    "skyhire.pageCache.installed",
    (request) => pageCacheKey(request.method, request.url, request.headers),
    (request, response, key, server) => answer(request, response, key, server, options),
  );
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
    rendering = renderAsVisitor(server, key, request.headers);
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

/** Asks this server for the page as a signed-out visitor. */
function renderAsVisitor(server: RenderServer, url: string, headers: IncomingHttpHeaders): Promise<Render> {
  return render(server, url, {
    ...(headers.host ? { host: headers.host } : {}),
    ...(headers["user-agent"] ? { "user-agent": headers["user-agent"] } : {}),
    [RENDER_HEADER]: state().renderToken,
  });
}

/** A render every signed-out visitor may get, loading its scripts after its first paint. */
function cacheable(rendered: Render): KeptPage | null {
  return keepable(rendered, RENDER_HEADER, scriptsAfterFirstPaint);
}

function send(request: IncomingMessage, response: ServerResponse, page: KeptPage, state: "hit" | "miss"): void {
  sendKept(request, response, page, { header: "x-page-cache", value: state });
}
