import "server-only";
import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { getQueryClient } from "./server";

/**
 * Hands the server's prefetched queries to client components below it. Its own module: a client
 * component imported by `~/trpc/server` would join the client code of every page whose server code
 * imports that module (the root layout's nav does), so TanStack Query stayed on the public pages
 * (docs/performance.md#page-weight).
 */
export function HydrateClient({ children }: { children: ReactNode }) {
  return createElement(HydrationBoundary, { state: dehydrate(getQueryClient()) }, children);
}
