/**
 * The documented REST paths (docs/product.md#rest-api), each handed to the procedure that serves it.
 * One table: method + path pattern → procedure call. Inputs go in as the client sent them; each
 * procedure parses them with its own zod schema, exactly as for a tRPC call.
 */
import type { inferRouterInputs } from "@trpc/server";
import { LISTING_QUERY_PARAMETERS } from "@skyhire/validators";
import type { AppRouter, createCaller } from "../root";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Caller = ReturnType<typeof createCaller>;
type Inputs = inferRouterInputs<AppRouter>;

export interface RestRequestParts {
  /** Values of the `{name}` segments of the path, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
}

export interface RestRoute {
  method: HttpMethod;
  /** A path with `{name}` segments, e.g. `/api/listings/{id}`. */
  path: string;
  /** The status of a success (200 unless it creates something). */
  successStatus?: number;
  /**
   * Public catalogue reads: the same answer for every anonymous visitor, so the web server may
   * serve an anonymous GET of them without the page framework (apps/web/src/server/public-reads.ts).
   */
  publicRead?: true;
  call: (caller: Caller, request: RestRequestParts) => Promise<unknown>;
}

/**
 * The client's value, typed as the procedure's input. Not a check: the procedure's zod schema
 * validates it and answers 400 with the schema's messages.
 */
function asInput<T>(value: unknown): T {
  return value as T;
}

/** A query parameter; an empty one counts as absent (e.g. `?category=`). */
function queryValue(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === "" ? undefined : value;
}

/** The named query parameters that are present (empty ones count as absent). */
function queryValues(query: URLSearchParams, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = queryValue(query, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function pageOf(query: URLSearchParams) {
  return { page: queryValue(query, "page"), pageSize: queryValue(query, "pageSize") };
}

export const REST_ROUTES: readonly RestRoute[] = [
  // Session
  { method: "GET", path: "/api/auth/user", call: (caller) => caller.auth.me() },
  {
    method: "POST",
    path: "/api/auth/register",
    successStatus: 201,
    call: (caller, { body }) => caller.auth.register(asInput<Inputs["auth"]["register"]>(body)),
  },

  // Account security (next-auth owns /api/auth/*, so these live under /api/account)
  {
    method: "PUT",
    path: "/api/account/password",
    call: (caller, { body }) => caller.auth.changePassword(asInput<Inputs["auth"]["changePassword"]>(body)),
  },
  {
    method: "POST",
    path: "/api/account/password-reset",
    call: (caller, { body }) => caller.auth.requestPasswordReset(asInput<Inputs["auth"]["requestPasswordReset"]>(body)),
  },
  {
    method: "POST",
    path: "/api/account/password-reset/confirm",
    call: (caller, { body }) => caller.auth.resetPassword(asInput<Inputs["auth"]["resetPassword"]>(body)),
  },

  // Listings
  {
    method: "GET",
    path: "/api/listings",
    publicRead: true,
    call: (caller, { query }) =>
      caller.listings.list(
        asInput<Inputs["listings"]["list"]>(queryValues(query, LISTING_QUERY_PARAMETERS)),
      ),
  },
  {
    method: "GET",
    path: "/api/listings/{id}",
    publicRead: true,
    call: (caller, { params }) => caller.listings.byId({ id: params.id ?? "" }),
  },

  // Job requests
  {
    method: "GET",
    path: "/api/requests",
    call: (caller, { query }) => caller.jobs.list(asInput<Inputs["jobs"]["list"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/requests",
    successStatus: 201,
    call: (caller, { body }) => caller.jobs.create(asInput<Inputs["jobs"]["create"]>(body)),
  },
  {
    method: "GET",
    path: "/api/requests/customer/{userId}",
    call: (caller, { params, query }) =>
      caller.jobs.byCustomer(
        asInput<Inputs["jobs"]["byCustomer"]>({ userId: params.userId ?? "", ...pageOf(query) }),
      ),
  },

  // The caller's own customer profile
  {
    method: "GET",
    path: "/api/customers/profile",
    call: (caller) => caller.profiles.customer.get(),
  },
  {
    method: "POST",
    path: "/api/customers/profile",
    successStatus: 201,
    call: (caller, { body }) =>
      caller.profiles.customer.create(asInput<Inputs["profiles"]["customer"]["create"]>(body)),
  },
  {
    method: "PUT",
    path: "/api/customers/profile",
    call: (caller, { body }) =>
      caller.profiles.customer.update(asInput<Inputs["profiles"]["customer"]["update"]>(body)),
  },

  // The caller's own operator profile
  {
    method: "GET",
    path: "/api/operators/profile",
    call: (caller) => caller.profiles.operator.get(),
  },
  {
    method: "POST",
    path: "/api/operators/profile",
    successStatus: 201,
    call: (caller, { body }) =>
      caller.profiles.operator.create(asInput<Inputs["profiles"]["operator"]["create"]>(body)),
  },
  {
    method: "PUT",
    path: "/api/operators/profile",
    call: (caller, { body }) =>
      caller.profiles.operator.update(asInput<Inputs["profiles"]["operator"]["update"]>(body)),
  },

  // The caller's own listings (operators)
  {
    method: "GET",
    path: "/api/operators/listings",
    call: (caller, { query }) =>
      caller.listings.mine(asInput<Inputs["listings"]["mine"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/listings",
    successStatus: 201,
    call: (caller, { body }) => caller.listings.create(asInput<Inputs["listings"]["create"]>(body)),
  },
  {
    method: "PUT",
    path: "/api/listings/{id}",
    // The path names the listing; an `id` in the body cannot point elsewhere.
    call: (caller, { params, body }) =>
      caller.listings.update(
        asInput<Inputs["listings"]["update"]>({ ...jsonObject(body), id: params.id ?? "" }),
      ),
  },
  {
    method: "PATCH",
    path: "/api/listings/{id}/status",
    call: (caller, { params, body }) =>
      caller.listings.setActive(
        asInput<Inputs["listings"]["setActive"]>({ ...jsonObject(body), id: params.id ?? "" }),
      ),
  },

  // Customer onboarding (docs/product.md#customer-onboarding)
  {
    method: "POST",
    path: "/api/customer/payment-method",
    call: (caller, { body }) =>
      caller.payments.savePaymentMethod(asInput<Inputs["payments"]["savePaymentMethod"]>(body)),
  },
  {
    method: "POST",
    path: "/api/job-requests",
    successStatus: 201,
    call: (caller, { body }) =>
      caller.onboarding.createJob(asInput<Inputs["onboarding"]["createJob"]>(body)),
  },

  // Operator onboarding (docs/product.md#operator-onboarding) and the admin's review of operator profiles
  {
    method: "POST",
    path: "/api/operator-profile",
    successStatus: 201,
    call: (caller, { body }) =>
      caller.operatorOnboarding.submit(asInput<Inputs["operatorOnboarding"]["submit"]>(body)),
  },
  {
    method: "GET",
    path: "/api/operator-profile",
    call: (caller) => caller.operatorOnboarding.mine(),
  },
  {
    method: "GET",
    path: "/api/admin/operators/pending",
    call: (caller, { query }) =>
      caller.admin.pendingOperators(asInput<Inputs["admin"]["pendingOperators"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/admin/operators/{userId}/approve",
    call: (caller, { params }) => caller.admin.approveOperator({ userId: params.userId ?? "" }),
  },
  {
    method: "POST",
    path: "/api/admin/operators/{userId}/reject",
    call: (caller, { params, body }) =>
      caller.admin.rejectOperator(
        asInput<Inputs["admin"]["rejectOperator"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  // Job lifecycle (issue 5): proposals, escrow, reviews, messages, invoices, notifications
  {
    method: "GET",
    path: "/api/requests/{id}/proposals",
    call: (caller, { params }) => caller.proposals.byJob({ jobId: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/requests/{id}/proposals",
    successStatus: 201,
    call: (caller, { params, body }) =>
      caller.proposals.create(asInput<Inputs["proposals"]["create"]>({ ...jsonObject(body), jobId: params.id ?? "" })),
  },
  {
    method: "GET",
    path: "/api/operators/proposals",
    call: (caller, { query }) =>
      caller.proposals.mine(
        asInput<Inputs["proposals"]["mine"]>({ status: queryValue(query, "status"), ...pageOf(query) }),
      ),
  },
  {
    method: "PUT",
    path: "/api/proposals/{id}",
    call: (caller, { params, body }) =>
      caller.proposals.update(asInput<Inputs["proposals"]["update"]>({ ...jsonObject(body), id: params.id ?? "" })),
  },
  {
    method: "POST",
    path: "/api/proposals/{id}/withdraw",
    call: (caller, { params }) => caller.proposals.withdraw({ id: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/proposals/{id}/accept",
    call: (caller, { params }) => caller.proposals.accept({ id: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/proposals/{id}/decline",
    call: (caller, { params }) => caller.proposals.decline({ id: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/proposals/{id}/delivered",
    call: (caller, { params }) => caller.proposals.markDelivered({ id: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/requests/{id}/pay",
    call: (caller, { params }) => caller.escrow.pay({ jobId: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/requests/{id}/release",
    call: (caller, { params }) => caller.escrow.release({ jobId: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/requests/{id}/refund",
    call: (caller, { params }) => caller.escrow.refund({ jobId: params.id ?? "" }),
  },
  {
    method: "POST",
    path: "/api/requests/{id}/cancel",
    call: (caller, { params }) => caller.escrow.cancel({ jobId: params.id ?? "" }),
  },
  { method: "GET", path: "/api/customer/stats", call: (caller) => caller.escrow.customerStats() },
  { method: "GET", path: "/api/operator/earnings", call: (caller) => caller.escrow.operatorEarnings() },
  // An operator's public page (after /api/operators/profile, /listings and /proposals: first match wins).
  {
    method: "GET",
    path: "/api/operators/{id}",
    publicRead: true,
    call: (caller, { params }) => caller.operators.byId({ id: params.id ?? "" }),
  },
  {
    method: "GET",
    path: "/api/operators/{id}/reviews",
    publicRead: true,
    call: (caller, { params, query }) =>
      caller.reviews.list(asInput<Inputs["reviews"]["list"]>({ operatorId: params.id ?? "", ...pageOf(query) })),
  },
  {
    method: "GET",
    path: "/api/customer/reviews",
    call: (caller, { query }) => caller.reviews.mine(asInput<Inputs["reviews"]["mine"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/reviews",
    successStatus: 201,
    call: (caller, { body }) => caller.reviews.create(asInput<Inputs["reviews"]["create"]>(body)),
  },
  {
    method: "PUT",
    path: "/api/reviews/{id}",
    call: (caller, { params, body }) =>
      caller.reviews.update(asInput<Inputs["reviews"]["update"]>({ ...jsonObject(body), id: params.id ?? "" })),
  },
  {
    method: "GET",
    path: "/api/conversations",
    call: (caller, { query }) =>
      caller.messages.conversations(asInput<Inputs["messages"]["conversations"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/conversations",
    call: (caller, { body }) => caller.messages.open(asInput<Inputs["messages"]["open"]>(body)),
  },
  {
    method: "GET",
    path: "/api/conversations/{id}/messages",
    call: (caller, { params, query }) =>
      caller.messages.list(
        asInput<Inputs["messages"]["list"]>({ conversationId: params.id ?? "", ...pageOf(query) }),
      ),
  },
  {
    method: "POST",
    path: "/api/conversations/{id}/messages",
    successStatus: 201,
    call: (caller, { params, body }) =>
      caller.messages.create(
        asInput<Inputs["messages"]["create"]>({ ...jsonObject(body), conversationId: params.id ?? "" }),
      ),
  },
  {
    method: "POST",
    path: "/api/conversations/{id}/read",
    call: (caller, { params }) => caller.messages.markRead({ conversationId: params.id ?? "" }),
  },
  { method: "GET", path: "/api/messages/unread-count", call: (caller) => caller.messages.unreadCount() },
  {
    method: "GET",
    path: "/api/invoices",
    call: (caller, { query }) =>
      caller.invoices.list(
        asInput<Inputs["invoices"]["list"]>({ status: queryValue(query, "status"), ...pageOf(query) }),
      ),
  },
  {
    method: "GET",
    path: "/api/invoices/{id}",
    call: (caller, { params }) => caller.invoices.byId({ id: params.id ?? "" }),
  },
  {
    method: "GET",
    path: "/api/notifications",
    call: (caller, { query }) =>
      caller.notifications.list(
        asInput<Inputs["notifications"]["list"]>({ unreadOnly: query.get("unreadOnly") === "true", ...pageOf(query) }),
      ),
  },
  {
    method: "POST",
    path: "/api/notifications/read",
    call: (caller, { body }) =>
      caller.notifications.markRead(asInput<Inputs["notifications"]["markRead"]>(body ?? {})),
  },
  // Admin area (issue 6): operators, documents, users, listings moderation, money, audit log.
  // Every row goes to an admin procedure, which answers 403 to any other role.
  {
    method: "GET",
    path: "/api/admin/operators",
    call: (caller, { query }) =>
      caller.admin.operators(
        asInput<Inputs["admin"]["operators"]>({
          q: queryValue(query, "q"),
          status: queryValue(query, "status"),
          ...pageOf(query),
        }),
      ),
  },
  {
    method: "GET",
    path: "/api/admin/operators/{userId}",
    call: (caller, { params }) => caller.admin.operator({ userId: params.userId ?? "" }),
  },
  {
    method: "POST",
    path: "/api/admin/operators/{userId}/verify",
    call: (caller, { params, body }) =>
      caller.admin.verifyOperator(
        asInput<Inputs["admin"]["verifyOperator"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/operators/{userId}/unverify",
    call: (caller, { params, body }) =>
      caller.admin.unverifyOperator(
        asInput<Inputs["admin"]["unverifyOperator"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "GET",
    path: "/api/admin/documents/expiring",
    call: (caller, { query }) =>
      caller.adminDocuments.expiring(asInput<Inputs["adminDocuments"]["expiring"]>(pageOf(query))),
  },
  {
    method: "POST",
    path: "/api/admin/operators/{userId}/documents/approve",
    call: (caller, { params, body }) =>
      caller.adminDocuments.approve(
        asInput<Inputs["adminDocuments"]["approve"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "GET",
    path: "/api/admin/users",
    call: (caller, { query }) =>
      caller.adminUsers.list(
        asInput<Inputs["adminUsers"]["list"]>({
          q: queryValue(query, "q"),
          role: queryValue(query, "role"),
          status: queryValue(query, "status"),
          ...pageOf(query),
        }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/users/{userId}/role",
    call: (caller, { params, body }) =>
      caller.adminUsers.changeRole(
        asInput<Inputs["adminUsers"]["changeRole"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/users/{userId}/suspend",
    call: (caller, { params, body }) =>
      caller.adminUsers.suspend(
        asInput<Inputs["adminUsers"]["suspend"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/users/{userId}/reinstate",
    call: (caller, { params, body }) =>
      caller.adminUsers.reinstate(
        asInput<Inputs["adminUsers"]["reinstate"]>({ ...jsonObject(body), userId: params.userId ?? "" }),
      ),
  },
  {
    method: "GET",
    path: "/api/admin/listings",
    call: (caller, { query }) =>
      caller.adminListings.list(
        asInput<Inputs["adminListings"]["list"]>({
          q: queryValue(query, "q"),
          state: queryValue(query, "state"),
          ...pageOf(query),
        }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/listings/{id}/deactivate",
    call: (caller, { params, body }) =>
      caller.adminListings.deactivate(
        asInput<Inputs["adminListings"]["deactivate"]>({ ...jsonObject(body), id: params.id ?? "" }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/listings/{id}/reactivate",
    call: (caller, { params, body }) =>
      caller.adminListings.reactivate(
        asInput<Inputs["adminListings"]["reactivate"]>({ ...jsonObject(body), id: params.id ?? "" }),
      ),
  },
  { method: "GET", path: "/api/admin/money", call: (caller) => caller.adminMoney.overview() },
  {
    method: "GET",
    path: "/api/admin/payments",
    call: (caller, { query }) =>
      caller.adminMoney.payments(
        asInput<Inputs["adminMoney"]["payments"]>({ status: queryValue(query, "status"), ...pageOf(query) }),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/payments/{id}/refund",
    call: (caller, { params, body }) =>
      caller.adminMoney.refund(
        asInput<Inputs["adminMoney"]["refund"]>({ ...jsonObject(body), paymentId: params.id ?? "" }),
      ),
  },
  {
    method: "GET",
    path: "/api/admin/audit",
    call: (caller, { query }) =>
      caller.adminAudit.list(
        asInput<Inputs["adminAudit"]["list"]>({
          action: queryValue(query, "action"),
          targetId: queryValue(query, "targetId"),
          ...pageOf(query),
        }),
      ),
  },
  { method: "GET", path: "/api/operator/documents", call: (caller) => caller.operatorDocuments.status() },

];

/** A JSON body's fields, or none when it is not an object (the schema then names what is missing). */
function jsonObject(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

// ---------------------------------------------------------------------------------------------
// Matching a request against the table

interface CompiledRoute {
  route: RestRoute;
  regex: RegExp;
  paramNames: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      paramNames.push(param[1]);
      return "([^/]+)";
    })
    .join("/");
  return { route, regex: new RegExp(`^${source}$`), paramNames };
}

const COMPILED_ROUTES = REST_ROUTES.map(compile);

export type RouteMatch =
  | { kind: "found"; route: RestRoute; params: Record<string, string> }
  | { kind: "wrong-method"; allowed: HttpMethod[] }
  | { kind: "unknown-path" };

/** The route for a method and path; a path served for other methods only is told apart. */
export function matchRoute(method: string, pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const allowed: HttpMethod[] = [];
  for (const { route, regex, paramNames } of COMPILED_ROUTES) {
    const match = regex.exec(path);
    if (!match) continue;
    const params = decodeParams(paramNames, match.slice(1));
    if (!params) continue;
    if (route.method === wanted) return { kind: "found", route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: "wrong-method", allowed } : { kind: "unknown-path" };
}

/** The path's `{name}` values, or null when one is not valid percent-encoding. */
function decodeParams(
  names: string[],
  values: (string | undefined)[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(values[index] ?? "");
    });
  } catch {
    return null;
  }
  return params;
}
