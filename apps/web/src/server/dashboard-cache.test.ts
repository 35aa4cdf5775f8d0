import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { ObservedCall } from "@skyhire/api";
import type { SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DASHBOARD_CACHE_HEADER, dashboardCacheKey, dashboardRenderRecorder, serveDashboardsFromCache } from "./dashboard-cache";
import { headersOf } from "./request-hook";

/** The sessions the stand-in database knows: cookie → user. */
const sessions = new Map<string, SessionUser>();
/** What each user's two queries answer now. */
const answers = new Map<string, { jobs: string[]; unread: number }>();
/** Renders by the server behind the cache (standing in for Next.js), and queries made again by the cache. */
let renders = 0;
let callsAgain = 0;
/** What the next render does besides its two queries. */
let renderExtra: { mutation?: boolean; noUser?: boolean; status?: number } = {};

const customer: SessionUser = { id: "user-1", email: "c@example.com", firstName: "Casey", lastName: null, profileImageUrl: null, role: "customer" };
const other: SessionUser = { id: "user-2", email: "o@example.com", firstName: "Olive", lastName: null, profileImageUrl: null, role: "customer" };
/** Each test signs in anew (new session cookies), so nothing kept by an earlier test answers it. */
let CUSTOMER_COOKIE = "";
let OTHER_COOKIE = "";
let test = 0;

function query(user: SessionUser, path: string): ObservedCall["outcome"] {
  const now = answers.get(user.id);
  if (!now) return { ok: false, code: "UNAUTHORIZED" };
  return { ok: true, data: path === "jobs.byCustomer" ? { items: now.jobs } : { notifications: now.unread } };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let server: Server;
let baseURL: string;

beforeAll(async () => {
  serveDashboardsFromCache({
    userOfCookie: (cookie) => Promise.resolve(sessions.get(cookie) ?? null),
    call: (user, _headers, path) => {
      callsAgain += 1;
      return Promise.resolve(query(user, path));
    },
  });
  server = createServer((request, response) => {
    const user = sessions.get(request.headers.cookie ?? "") ?? null;
    const recorder = dashboardRenderRecorder(headersOf(request));
    if (user) renders += 1;
    const extra = renderExtra;
    renderExtra = {};
    if (!extra.noUser) recorder?.sawUser(user);
    const outcomes = user
      ? ["jobs.byCustomer", "notifications.badges"].map((path) => {
          const outcome = query(user, path);
          recorder?.sawCall({ path, type: "query", input: { page: 1 }, outcome });
          return outcome;
        })
      : [];
    if (extra.mutation) recorder?.sawCall({ path: "notifications.markRead", type: "mutation", input: {}, outcome: { ok: true, data: null } });
    response.statusCode = user ? (extra.status ?? 200) : 307;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<html><body>${user?.firstName ?? "sign in"} ${user?.lastName ?? ""} ${JSON.stringify(outcomes)} render ${renders} ${"x".repeat(2_000)}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  test += 1;
  CUSTOMER_COOKIE = `authjs.session-token=casey-${test}`;
  OTHER_COOKIE = `authjs.session-token=olive-${test}`;
  sessions.clear();
  sessions.set(CUSTOMER_COOKIE, customer);
  sessions.set(OTHER_COOKIE, other);
  answers.clear();
  answers.set(customer.id, { jobs: ["Roof survey"], unread: 0 });
  answers.set(other.id, { jobs: ["Bridge inspection"], unread: 2 });
  renders = 0;
  callsAgain = 0;
  renderExtra = {};
});

async function view(cookie: string, path = "/dashboard/customer", headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers: { cookie, "user-agent": BROWSER, ...headers }, redirect: "manual" });
  return { state: response.headers.get(DASHBOARD_CACHE_HEADER), status: response.status, body: await response.text() };
}

describe("a signed-in dashboard", () => {
  it("is rendered once, then sent again while every read answers the same, gzipped when accepted", async () => {
    const first = await view(CUSTOMER_COOKIE);
    expect(first.state).toBe("miss");
    expect(first.body).toContain("Roof survey");
    const second = await view(CUSTOMER_COOKIE);
    expect(second).toEqual({ ...first, state: "hit" });
    expect(renders).toBe(1);
    expect(callsAgain).toBe(2);

    const gzipped = await new Promise<Buffer>((resolve, reject) => {
      get(`${baseURL}/dashboard/customer`, { headers: { cookie: CUSTOMER_COOKIE, "user-agent": BROWSER, "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    });
    expect(gunzipSync(gzipped).toString()).toBe(first.body);
  });

  it("is rendered anew, and kept anew, once anything it read answers differently", async () => {
    await view(CUSTOMER_COOKIE);
    answers.set(customer.id, { jobs: ["Roof survey", "Solar farm mapping"], unread: 0 });
    const changed = await view(CUSTOMER_COOKIE);
    expect(changed.state).toBe("changed");
    expect(changed.body).toContain("Solar farm mapping");
    answers.set(customer.id, { jobs: ["Roof survey", "Solar farm mapping"], unread: 1 });
    expect((await view(CUSTOMER_COOKIE)).body).toContain('{"notifications":1}');
    expect((await view(CUSTOMER_COOKIE)).state).toBe("hit");
    expect(renders).toBe(3);
  });

  it("is rendered anew when the session's user changed (a new name, another role)", async () => {
    await view(CUSTOMER_COOKIE);
    sessions.set(CUSTOMER_COOKIE, { ...customer, lastName: "Jones" });
    const renamed = await view(CUSTOMER_COOKIE);
    expect(renamed.state).toBe("changed");
    expect(renamed.body).toContain("Casey Jones");
    sessions.set(CUSTOMER_COOKIE, { ...customer, lastName: "Jones", role: "operator" });
    expect((await view(CUSTOMER_COOKIE)).state).toBe("changed");
  });

  it("is never another session's: each cookie gets its own render", async () => {
    await view(CUSTOMER_COOKIE);
    const others = await view(OTHER_COOKIE);
    expect(others.state).toBe("miss");
    expect(others.body).toContain("Bridge inspection");
    expect(others.body).not.toContain("Roof survey");
  });

  it("goes to Next.js once its session has ended (it sends the visitor to sign in)", async () => {
    await view(CUSTOMER_COOKIE);
    sessions.delete(CUSTOMER_COOKIE);
    const ended = await view(CUSTOMER_COOKIE);
    expect(ended.status).toBe(307);
    expect(ended.state).toBeNull();
    expect(ended.body).not.toContain("Roof survey");
  });

  it("is not kept when its render made a mutation, recorded no user, or was not a 200", async () => {
    for (const extra of [{ mutation: true }, { noUser: true }, { status: 500 }]) {
      renderExtra = extra;
      await view(CUSTOMER_COOKIE);
      expect((await view(CUSTOMER_COOKIE)).state, JSON.stringify(extra)).toBe("miss");
      // The plain render after it is kept; start the next case from nothing kept.
      answers.set(customer.id, { jobs: [JSON.stringify(extra)], unread: 0 });
    }
  });
});

describe("what goes to Next.js every time", () => {
  it("other pages, the client router, an API token, no session, and a guessed render header", () => {
    const signedIn = { cookie: CUSTOMER_COOKIE };
    expect(dashboardCacheKey("GET", "/dashboard/customer", signedIn)).not.toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/operator", signedIn)).not.toBeNull();
    expect(dashboardCacheKey("GET", "/admin", signedIn)).not.toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/customer/invoices", signedIn)).toBeNull();
    expect(dashboardCacheKey("POST", "/dashboard/customer", signedIn)).toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/customer?_rsc=1", signedIn)).toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/customer", { ...signedIn, rsc: "1" })).toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/customer", { ...signedIn, authorization: "Bearer sk" })).toBeNull();
    expect(dashboardCacheKey("GET", "/dashboard/customer", {})).toBeNull();
    expect(dashboardRenderRecorder(new Headers({ "x-skyhire-dashboard-render": "guessed.render" }))).toBeNull();
  });

  it("a request with another query string or browser is kept apart", () => {
    const key = dashboardCacheKey("GET", "/dashboard/customer", { cookie: CUSTOMER_COOKIE });
    expect(dashboardCacheKey("GET", "/dashboard/customer?tab=2", { cookie: CUSTOMER_COOKIE })).not.toBe(key);
    expect(dashboardCacheKey("GET", "/dashboard/customer", { cookie: CUSTOMER_COOKIE, "user-agent": "Phone" })).not.toBe(key);
  });
});
