"use client";

import { LIMITS } from "@skyhire/validators";
import { toast } from "@skyhire/ui/toast";
import { useEffect } from "react";
import { PageSpinner } from "~/features/shell/page-spinner";
import { isUnauthorizedError } from "~/lib/http-error";

/** One pending redirect at a time, however many calls come back 401 together. */
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/**
 * docs/product.md#logged-out: the session is gone — toast 'Unauthorized' / 'You are logged out. Logging in
 * again...' (destructive), then a full-page navigation to /api/login after 500 ms. /api/login
 * brings the visitor back to this page (its Referer) after signing in.
 */
export function redirectToLogin(): () => void {
  if (pendingRedirect === null) {
    toast({
      variant: "destructive",
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    pendingRedirect = setTimeout(() => {
      pendingRedirect = null;
      window.location.assign("/api/login");
    }, LIMITS.loggedOutRedirectMs);
  }
  return () => {
    if (pendingRedirect !== null) clearTimeout(pendingRedirect);
    pendingRedirect = null;
  };
}

/** Sends the visitor to sign in when a client call reports that the session has ended (401). */
export function useLoginRedirectOn401(...errors: unknown[]) {
  const unauthorized = errors.some((error) => error != null && isUnauthorizedError(error));
  useEffect(() => {
    if (unauthorized) redirectToLogin();
  }, [unauthorized]);
}

/** Rendered instead of a signed-in page when the server found no session (e.g. an expired cookie). */
export function LoggedOutRedirect() {
  useEffect(() => redirectToLogin(), []);
  return <PageSpinner label="Redirecting to sign in" />;
}
