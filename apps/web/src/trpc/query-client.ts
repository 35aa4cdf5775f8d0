import { QueryClient, defaultShouldDehydrateQuery } from "@tanstack/react-query";
import superjson from "superjson";

/**
 * Query defaults from docs/product.md#client-data-rules: data never goes stale, no refetch on window focus, no polling,
 * no retries for queries or mutations.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
      // Server-prefetched queries (see ~/trpc/server) travel to the browser through superjson.
      dehydrate: {
        serializeData: superjson.serialize,
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client for the whole visit (every section's provider and the live
 * updates share it); the server makes a fresh one per request instead.
 */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= makeQueryClient());
}
