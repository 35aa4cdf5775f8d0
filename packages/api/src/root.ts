import { lazy } from "@trpc/server";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { createCallerFactory, router } from "./trpc";

/**
 * The app's routers, each loaded on its first call (tRPC's `lazy`): a page that reads listings
 * loads the listings router and its services, not payments, disputes or analytics. A server
 * bundle splits at each `import()` here.
 */
const routers = {
  auth: lazy(() => import("./routers/auth").then((m) => m.authRouter)),
  listings: lazy(() => import("./routers/listings").then((m) => m.listingsRouter)),
  jobs: lazy(() => import("./routers/jobs").then((m) => m.jobsRouter)),
  profiles: lazy(() => import("./routers/profiles").then((m) => m.profilesRouter)),
  payments: lazy(() => import("./routers/payments").then((m) => m.paymentsRouter)),
  demo: lazy(() => import("./routers/demo").then((m) => m.demoRouter)),
  onboarding: lazy(() => import("./routers/onboarding").then((m) => m.onboardingRouter)),
  operatorOnboarding: lazy(() => import("./routers/operator-onboarding").then((m) => m.operatorOnboardingRouter)),
  admin: lazy(() => import("./routers/admin").then((m) => m.adminRouter)),
  proposals: lazy(() => import("./routers/proposals").then((m) => m.proposalsRouter)),
  escrow: lazy(() => import("./routers/escrow").then((m) => m.escrowRouter)),
  milestones: lazy(() => import("./routers/milestones").then((m) => m.milestonesRouter)),
  disputes: lazy(() => import("./routers/disputes").then((m) => m.disputesRouter)),
  reviews: lazy(() => import("./routers/reviews").then((m) => m.reviewsRouter)),
  messages: lazy(() => import("./routers/messages").then((m) => m.messagesRouter)),
  invoices: lazy(() => import("./routers/invoices").then((m) => m.invoicesRouter)),
  notifications: lazy(() => import("./routers/notifications").then((m) => m.notificationsRouter)),
  adminUsers: lazy(() => import("./routers/admin-users").then((m) => m.adminUsersRouter)),
  adminListings: lazy(() => import("./routers/admin-listings").then((m) => m.adminListingsRouter)),
  adminMoney: lazy(() => import("./routers/admin-money").then((m) => m.adminMoneyRouter)),
  adminAudit: lazy(() => import("./routers/admin-audit").then((m) => m.adminAuditRouter)),
  adminDocuments: lazy(() => import("./routers/admin-documents").then((m) => m.adminDocumentsRouter)),
  adminReports: lazy(() => import("./routers/admin-reports").then((m) => m.adminReportsRouter)),
  operatorDocuments: lazy(() => import("./routers/operator-documents").then((m) => m.operatorDocumentsRouter)),
  operators: lazy(() => import("./routers/operators").then((m) => m.operatorsRouter)),
  support: lazy(() => import("./routers/support").then((m) => m.supportRouter)),
  savedSearches: lazy(() => import("./routers/saved-searches").then((m) => m.savedSearchesRouter)),
  favourites: lazy(() => import("./routers/favourites").then((m) => m.favouritesRouter)),
  reports: lazy(() => import("./routers/reports").then((m) => m.reportsRouter)),
  webhooks: lazy(() => import("./routers/webhooks").then((m) => m.webhooksRouter)),
  apiTokens: lazy(() => import("./routers/api-tokens").then((m) => m.apiTokensRouter)),
  accountSessions: lazy(() => import("./routers/account-sessions").then((m) => m.accountSessionsRouter)),
  analytics: lazy(() => import("./routers/analytics").then((m) => m.analyticsRouter)),
};

export const appRouter = router(routers);

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

/** Each router's place in the declaration above. */
const DECLARED = new Map(Object.keys(routers).map((name, index) => [name, index]));

/**
 * Every procedure of the app by its dotted path, every lazy router loaded first, in the order the
 * routers are declared (tRPC records them in the order they loaded, which depends on what ran
 * before): for what must see them all and list them the same way each time (the REST paths and
 * their OpenAPI document, the authorization matrix).
 */
export async function everyProcedure(): Promise<[string, AnyProcedure][]> {
  const pending: AnyRouter["_def"]["lazy"] = appRouter._def.lazy;
  // A loaded router may itself hold lazy routers, hence until none is left.
  while (Object.keys(pending).length > 0) {
    await Promise.all(Object.values(pending).map((loader) => loader.load()));
  }
  // tRPC types `procedures` as the nested record; at run time it is flat, by dotted path.
  const flat: Record<string, unknown> = appRouter._def.procedures;
  const procedures = Object.entries(flat).flatMap(([path, value]): [string, AnyProcedure][] =>
    isProcedure(value) ? [[path, value]] : [],
  );
  // A stable sort: within one router its procedures keep their own declaration order.
  return procedures.sort(([a], [b]) => routerPlace(a) - routerPlace(b));
}

function routerPlace(path: string): number {
  return DECLARED.get(path.split(".")[0] ?? "") ?? DECLARED.size;
}

function isProcedure(value: unknown): value is AnyProcedure {
  return typeof value === "function" && "_def" in value && typeof value._def === "object";
}
