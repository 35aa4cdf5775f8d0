import "server-only";
import { appRouter, createCaller, type AppRouter, type Context } from "@skyhire/api";
import { getDb } from "@skyhire/db/runtime";
import { paymentGateway } from "@skyhire/payments";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { headers } from "next/headers";
import { cache } from "react";
import { getCurrentUser } from "~/server/session";
import { makeQueryClient } from "./query-client";

/** The context of procedures called from React Server Components: one per request. */
export const createRscContext = cache(async (): Promise<Context> => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set("x-trpc-source", "rsc");
  return { db: getDb(), user: await getCurrentUser(), headers: requestHeaders, gateway: paymentGateway() };
});

/** Server-side caller for Server Components: `await api.listings.recent()`. */
export const api = createCaller(createRscContext);

/** One QueryClient per request, for prefetching into client components. */
export const getQueryClient = cache(makeQueryClient);

/**
 * Options proxy for server prefetching:
 * `void getQueryClient().prefetchQuery(trpc.listings.list.queryOptions(input))`, then render the
 * client component inside <HydrateClient> (`~/trpc/hydrate`).
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({
  router: appRouter,
  ctx: createRscContext,
  queryClient: getQueryClient,
});

