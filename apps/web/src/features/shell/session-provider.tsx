"use client";

import type { SessionUser } from "@skyhire/validators";
import { createContext, useContext, type ReactNode } from "react";

const SessionContext = createContext<SessionUser | null>(null);

/**
 * The signed-in user read on the server for this page load (null when signed out). `Providers`
 * also seeds the `auth.me` query with it where the API client is loaded.
 */
export function SessionProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/** The signed-in user in client components, without a request and without a flash. */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext);
}
