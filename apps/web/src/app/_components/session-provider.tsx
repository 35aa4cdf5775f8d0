"use client";

import type { SessionUser } from "@skyhire/validators";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { useTRPC } from "~/trpc/react";

const SessionContext = createContext<SessionUser | null>(null);

/**
 * The signed-in user read on the server for this page load (null when signed out). It also seeds
 * the `auth.me` query, so `useQuery(trpc.auth.me.queryOptions())` has the user without a request.
 */
export function SessionProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    if (user) queryClient.setQueryData(trpc.auth.me.queryKey(), user);
  });
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/** The signed-in user in client components, without a request and without a flash. */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext);
}
