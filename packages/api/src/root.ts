import { apiTokensRouter } from "./routers/api-tokens";
import { authRouter } from "./routers/auth";
import { demoRouter } from "./routers/demo";
import { jobsRouter } from "./routers/jobs";
import { listingsRouter } from "./routers/listings";
import { paymentsRouter } from "./routers/payments";
import { profilesRouter } from "./routers/profiles";
import { onboardingRouter } from "./routers/onboarding";
import { operatorOnboardingRouter } from "./routers/operator-onboarding";
import { adminRouter } from "./routers/admin";
import { proposalsRouter } from "./routers/proposals";
import { escrowRouter } from "./routers/escrow";
import { milestonesRouter } from "./routers/milestones";
import { disputesRouter } from "./routers/disputes";
import { reviewsRouter } from "./routers/reviews";
import { messagesRouter } from "./routers/messages";
import { invoicesRouter } from "./routers/invoices";
import { notificationsRouter } from "./routers/notifications";
import { adminUsersRouter } from "./routers/admin-users";
import { adminListingsRouter } from "./routers/admin-listings";
import { adminMoneyRouter } from "./routers/admin-money";
import { adminAuditRouter } from "./routers/admin-audit";
import { adminDocumentsRouter } from "./routers/admin-documents";
import { operatorDocumentsRouter } from "./routers/operator-documents";
import { operatorsRouter } from "./routers/operators";
import { supportRouter } from "./routers/support";
import { savedSearchesRouter } from "./routers/saved-searches";
import { favouritesRouter } from "./routers/favourites";
import { analyticsRouter } from "./routers/analytics";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  listings: listingsRouter,
  jobs: jobsRouter,
  profiles: profilesRouter,
  payments: paymentsRouter,
  demo: demoRouter,
  onboarding: onboardingRouter,
  operatorOnboarding: operatorOnboardingRouter,
  admin: adminRouter,
  proposals: proposalsRouter,
  escrow: escrowRouter,
  milestones: milestonesRouter,
  disputes: disputesRouter,
  reviews: reviewsRouter,
  messages: messagesRouter,
  invoices: invoicesRouter,
  notifications: notificationsRouter,
  adminUsers: adminUsersRouter,
  adminListings: adminListingsRouter,
  adminMoney: adminMoneyRouter,
  adminAudit: adminAuditRouter,
  adminDocuments: adminDocumentsRouter,
  operatorDocuments: operatorDocumentsRouter,
  operators: operatorsRouter,
  support: supportRouter,
  savedSearches: savedSearchesRouter,
  favourites: favouritesRouter,
  apiTokens: apiTokensRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
