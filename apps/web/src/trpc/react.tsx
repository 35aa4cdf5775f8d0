"use client";

import type { AppRouter } from "@skyhire/api";
import { LIMITS } from "@skyhire/validators";
import { QueryClientProvider, isServer } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import { env } from "~/env";
import { browserQueryClient, makeQueryClient } from "./query-client";

/** `const trpc = useTRPC(); useQuery(trpc.listings.list.queryOptions({ … }))`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function getQueryClient() {
  // The server renders each request with a fresh client; the browser keeps one for the session.
  if (isServer) return makeQueryClient();
  return browserQueryClient();
}

function baseUrl() {
  if (typeof window !== "undefined") return "";
  return `http://127.0.0.1:${env.PORT}`;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // Only while developing: the logger prints each call's input, and in production that
        // would put what a user typed (a new password, a message) into the browser's console.
        loggerLink({ enabled: () => env.NODE_ENV === "development" }),
        httpBatchLink({
          url: `${baseUrl()}/api/trpc`,
          // The server refuses bigger batches.
          maxItems: LIMITS.trpcBatchMax,
          transformer: superjson,
          headers: () => ({ "x-trpc-source": "nextjs-react" }),
          // Every call carries the session cookie (docs/product.md#rest-api).
          fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
        }),
      ],
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
