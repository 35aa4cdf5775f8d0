import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root";

export { appRouter, createCaller, type AppRouter } from "./root";
export { createTRPCContext, type Context, type SessionUser } from "./trpc";
export { DomainError } from "./errors";
export { createRequestContext } from "./request-context";
export { registerRateLimit } from "./services/accounts";
export { autoReleaseDays, autoReleaseSweepSeconds } from "./services/lifecycle/auto-release-due";
export { platformFeePercent } from "./services/lifecycle/money";

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
