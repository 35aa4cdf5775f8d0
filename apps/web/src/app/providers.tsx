"use client";

import { Toaster } from "@skyhire/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { TRPCReactProvider, useTRPC } from "~/trpc/react";
import { useSessionUser } from "~/features/shell/session-provider";

/**
 * Client-side providers for the sections that call the API from the browser: tRPC + TanStack
 * Query, and the single toast. Each such section's layout renders it; the public pages
 * (PUBLIC_SEGMENTS in providers-coverage.test.ts) do not, so they ship none of that code
 * (docs/performance.md#page-weight).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      <SeedSession />
      {children}
      <Toaster />
    </TRPCReactProvider>
  );
}

/** Seeds the `auth.me` query with the session user, so `useQuery(trpc.auth.me…)` has it without a request. */
function SeedSession() {
  const user = useSessionUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    if (user) queryClient.setQueryData(trpc.auth.me.queryKey(), user);
  });
  return null;
}
