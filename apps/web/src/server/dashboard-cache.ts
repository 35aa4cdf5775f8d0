import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { ObservedCall } from "@skyhire/api";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import type { SessionUser } from "@skyhire/validators";
import type { LRUCache } from "lru-cache";
import { keepable, keptPageStore, pageRequestPath, perProcess, render, sendAsRendered, sendKept, serveKeptPages, type KeptPage, type RenderServer } from "./kept-page";

/**
 * A signed-in user's dashboard, kept in memory with what its render read, and sent again while
 * every one of those reads still answers the same (docs/performance.md#signed-in-dashboards).
 *
 * A dashboard is one user's own, so it cannot be shared like a visitor's page (page-cache.ts). What
 * it costs is its render: about three quarters of the server's time for the view. The render reads
 * everything through tRPC procedures; the kept page records each call (path, input, answer) through
 * `Context.observeCall` (packages/api/src/trpc.ts), and the session's user. On the next view of the
 * same page with the same cookies, the session is read again and each call made again as that
 * user, in parallel, without rendering: the same user and the same answers give the same page, so
 * the kept one is sent. Any difference (a new job, a read notification, a role changed, an ended
 * session) renders anew. Kept pages expire after KEPT_SECONDS, for anything a render takes from
 * the clock.
 *
 * Left to Next.js: other pages, the client router's own requests (RSC payloads), requests with an
 * Authorization header, a session that has ended, and any answer that is not a plain 200 HTML page
 * without cookies. A render that calls a mutation is not kept.
 */
const DASHBOARDS = new Set(["/dashboard/customer", "/dashboard/operator", "/admin"]);

/** How long a kept dashboard may be sent again, at most. */
export const KEPT_SECONDS = 60;

/** Marks this server's own render of a dashboard; its value is `token.renderId`, unknown outside this process. */
const RENDER_HEADER = "x-skyhire-dashboard-render";

/** Which cache answered, and how: hit, miss, or changed (kept but something it read had changed). */
export const DASHBOARD_CACHE_HEADER = "x-dashboard-cache";

/** One call of a kept render, with a digest of its answer. */
interface KeptCall {
  path: string;
  input: unknown;
  digest: string;
}

interface KeptDashboard {
  page: KeptPage;
  user: string;
  calls: KeptCall[];
}

/** What a render recorded while it ran. */
interface Recording {
  user?: SessionUser | null;
  calls: ObservedCall[];
}

interface DashboardCacheState {
  pages: LRUCache<string, KeptDashboard>;
  recordings: Map<string, Recording>;
  token: string;
}

function state(): DashboardCacheState {
  return perProcess("skyhire.dashboardCache", () => ({
    pages: keptPageStore<KeptDashboard>({ max: 500, megabytes: 32, seconds: KEPT_SECONDS }, (kept) => kept.page),
    recordings: new Map(),
    token: randomBytes(16).toString("hex"),
  }));
}

/** A digest of a value as JSON: equal answers give equal digests. */
export function digestOf(value: unknown): string {
  return createHash("sha1").update(JSON.stringify(value) ?? "undefined").digest("base64");
}

/**
 * The key of a request a kept dashboard may answer: its path and query, and the cookies and
 * browser it came with (all the render is given of the request), or null.
 */
export function dashboardCacheKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  const path = pageRequestPath(method, url, headers, RENDER_HEADER);
  if (!path || !DASHBOARDS.has(path)) return null;
  if (!hasSessionCookie(cookieNamesOf(headers.cookie))) return null;
  return JSON.stringify([url, headers.cookie, headers["user-agent"] ?? ""]);
}

/**
 * What a render asked by this cache records: the session's user and each procedure call, or null
 * for any other request. Called with the request's headers where the render builds its tRPC
 * context (apps/web/src/trpc/server.ts).
 */
export function dashboardRenderRecorder(headers: Headers): { sawUser: (user: SessionUser | null) => void; sawCall: (call: ObservedCall) => void } | null {
  const value = headers.get(RENDER_HEADER);
  if (!value) return null;
  const current = state();
  const [token, renderId] = value.split(".");
  if (token !== current.token || !renderId) return null;
  const recording = current.recordings.get(renderId);
  if (!recording) return null;
  return {
    sawUser: (user) => {
      recording.user = user;
    },
    sawCall: (call) => {
      recording.calls.push(call);
    },
  };
}

export interface DashboardCacheOptions {
  /** The user of a session cookie, read on every request (null once the session has ended). */
  userOfCookie: (cookie: string) => Promise<SessionUser | null>;
  /** Makes a procedure call again as `user`, with the visitor's request headers. */
  call: (user: SessionUser, headers: Headers, path: string, input: unknown) => Promise<ObservedCall["outcome"]>;
}

/** Answers signed-in dashboards from memory while nothing they read has changed (installed once, see request-hook.ts). */
export function serveDashboardsFromCache(options: DashboardCacheOptions): void {
  serveKeptPages(
    "skyhire.dashboardCache.installed",
    (request) => dashboardCacheKey(request.method, request.url, request.headers),
    (request, response, key, server, passOn) => answer(request, response, key, server, options, passOn),
    (error) => console.error("The dashboard cache could not answer; Next.js renders the page.", error),
  );
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  server: RenderServer,
  options: DashboardCacheOptions,
  passOn: () => void,
): Promise<void> {
  const cookie = request.headers.cookie ?? "";
  const user = await options.userOfCookie(cookie);
  // An ended session: Next.js sends the visitor to sign in.
  if (!user) return passOn();
  const current = state();
  const kept = current.pages.get(key);
  if (kept && (await stillTheSame(kept, user, requestHeaders(request), options))) {
    return sendKept(request, response, kept.page, { header: DASHBOARD_CACHE_HEADER, value: "hit" });
  }
  const renderId = randomBytes(12).toString("hex");
  const recording: Recording = { calls: [] };
  current.recordings.set(renderId, recording);
  try {
    const rendered = await render(server, request.url ?? "/", {
      ...(request.headers.host ? { host: request.headers.host } : {}),
      ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
      cookie,
      [RENDER_HEADER]: `${current.token}.${renderId}`,
    });
    const page = keepable(rendered, RENDER_HEADER);
    const keep = page && keptDashboard(page, user, recording);
    if (keep) current.pages.set(key, keep);
    else current.pages.delete(key);
    if (!page) return sendAsRendered(response, rendered);
    sendKept(request, response, page, { header: DASHBOARD_CACHE_HEADER, value: kept ? "changed" : "miss" });
  } finally {
    current.recordings.delete(renderId);
  }
}

/** What is kept of a render: only one that saw the same user and made nothing but queries. */
function keptDashboard(page: KeptPage, user: SessionUser, recording: Recording): KeptDashboard | null {
  if (!recording.user || digestOf(recording.user) !== digestOf(user)) return null;
  if (recording.calls.some((call) => call.type !== "query")) return null;
  try {
    const calls = recording.calls.map((call) => ({ path: call.path, input: call.input, digest: digestOf(call.outcome) }));
    return { page, user: digestOf(user), calls };
  } catch {
    // An answer JSON cannot hold (a BigInt, say): not kept.
    return null;
  }
}

/** Whether the same user, making each call of the kept render again, gets the same answers. */
async function stillTheSame(kept: KeptDashboard, user: SessionUser, headers: Headers, options: DashboardCacheOptions): Promise<boolean> {
  if (digestOf(user) !== kept.user) return false;
  const outcomes = await Promise.all(kept.calls.map((call) => options.call(user, headers, call.path, call.input)));
  return outcomes.every((outcome, index) => digestOf(outcome) === kept.calls[index]?.digest);
}

/** The visitor's request headers as the render saw them. */
function requestHeaders(request: IncomingMessage): Headers {
  const headers = new Headers({ cookie: request.headers.cookie ?? "" });
  if (request.headers.host) headers.set("host", request.headers.host);
  if (request.headers["user-agent"]) headers.set("user-agent", request.headers["user-agent"]);
  return headers;
}
