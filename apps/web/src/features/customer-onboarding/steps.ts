import { STEP_COUNT, TOUR_STEPS } from "./copy";

export const ONBOARDING_PATH = "/onboarding/customer";

/** A step number from the URL (?step=N): 1..5, anything else is step 1. */
export function parseStep(value: string | null | undefined): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1;
}

/** The tour's sub-step from the URL (?tour=N): 1..3, anything else is 1. */
export function parseTourStep(value: string | null | undefined): number {
  const part = Number(value);
  return Number.isInteger(part) && part >= 1 && part <= TOUR_STEPS.length ? part : 1;
}

export function stepUrl(step: number, tour?: number): string {
  const params = new URLSearchParams({ step: String(step) });
  if (tour !== undefined) params.set("tour", String(tour));
  return `${ONBOARDING_PATH}?${params}`;
}

/** The external login (docs/product.md#customer-onboarding), coming back to the given onboarding step. */
export function loginUrl(returnStep: number): string {
  return `/api/login?${new URLSearchParams({ returnTo: stepUrl(returnStep) })}`;
}

export const SIGN_UP_PATH = "/signup";

/** Where a new customer lands once signed up: step 2, and afterwards `returnTo` when given. */
export function afterSignUpUrl(returnTo: string | null): string {
  return returnTo ? `${stepUrl(2)}&${new URLSearchParams({ returnTo })}` : stepUrl(2);
}

/** The sign-up page, passing on where to come back to. */
export function signUpUrl(returnTo?: string | null): string {
  return returnTo ? `${SIGN_UP_PATH}?${new URLSearchParams({ returnTo })}` : SIGN_UP_PATH;
}

/** `?card=1`: step 2 opened from a payment, only to save a card and go back (addCardUrl). */
export const CARD_ONLY_PARAM = "card";

/**
 * Where a customer without a saved card adds one on the way to paying: step 2 on its own, not as
 * "Step 2 of 5" of the onboarding, then straight back to `returnTo` (issue 34 §10).
 */
export function addCardUrl(returnTo: string): string {
  return `${ONBOARDING_PATH}?${new URLSearchParams({ step: "2", returnTo, [CARD_ONLY_PARAM]: "1" })}`;
}

/** Whether the page is that detour: step 2 with somewhere to go back to, opened to add a card. */
export function isCardDetour(step: number, returnTo: string | null, card: string | null): boolean {
  return step === 2 && returnTo !== null && card === "1";
}
