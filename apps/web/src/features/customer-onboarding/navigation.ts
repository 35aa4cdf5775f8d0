"use client";

import { safeCallbackPath } from "@skyhire/auth/redirect";
import { LIMITS } from "@skyhire/validators";
import { toast } from "@skyhire/ui/toast";
import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { errorText, isUnauthorizedError } from "~/lib/http-error";
import { TOASTS } from "./copy";
import { CARD_ONLY_PARAM, isCardDetour, loginUrl, parseStep, parseTourStep, stepUrl } from "./steps";

/** The step lives in the URL (?step=N, and ?tour=N inside the tour), so a reload keeps the place. */
export function useOnboardingNav() {
  const params = useSearchParams();
  const step = parseStep(params.get("step"));
  const tour = parseTourStep(params.get("tour"));
  // history.pushState keeps Next's router and useSearchParams in step without a server round trip.
  const goTo = useCallback((next: number, nextTour?: number) => {
    window.history.pushState(null, "", stepUrl(next, nextTour));
    window.scrollTo({ top: 0 });
  }, []);
  return { step, tour, goTo };
}

/**
 * Where step 2 sends the customer once it is done, when they came from elsewhere (?returnTo=/jobs/…,
 * the job page's "Add a payment method"); null for the normal onboarding. Same-site paths only.
 */
export function useReturnTo(): string | null {
  return safeCallbackPath(useSearchParams().get("returnTo"), "") || null;
}

/** Whether step 2 was opened only to add a card on the way to paying (addCardUrl). */
export function useCardDetour(step: number, returnTo: string | null): boolean {
  return isCardDetour(step, returnTo, useSearchParams().get(CARD_ONLY_PARAM));
}

export { useHydrated } from "@skyhire/ui";

/** The browser navigation to the external login (docs/product.md#sign-in); a failure says so in a toast. */
export function goToLogin(returnStep: number): void {
  try {
    window.location.assign(loginUrl(returnStep));
  } catch {
    toast({ ...TOASTS.loginFailed, variant: "destructive" });
  }
}

/** Signed out beyond step 1 (docs/product.md#customer-onboarding): the toast, then the login after the logged-out delay. */
export function requireSignIn(returnStep: number): () => void {
  toast({ ...TOASTS.authRequired, variant: "destructive" });
  const timer = window.setTimeout(() => goToLogin(returnStep), LIMITS.loggedOutRedirectMs);
  return () => window.clearTimeout(timer);
}

/**
 * A failed call: a lost session goes to sign in (and back to this step); anything else is a
 * destructive toast with the given title and the "<status>: <message>" text.
 */
export function reportFailure(error: unknown, title: string, step: number): void {
  if (isUnauthorizedError(error)) {
    requireSignIn(step);
    return;
  }
  toast({ title, description: errorText(error), variant: "destructive" });
}
