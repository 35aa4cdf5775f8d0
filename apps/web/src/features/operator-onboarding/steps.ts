import { STEP_COUNT } from "./copy";

export const ONBOARDING_PATH = "/onboarding/operator";

/** A step number from the URL (?step=N): 1..5, anything else is step 1. */
export function parseStep(value: string | null | undefined): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1;
}

export function stepUrl(step: number): string {
  return `${ONBOARDING_PATH}?${new URLSearchParams({ step: String(step) })}`;
}

/** The sign-in page, coming back to the given step. */
export function loginUrl(returnStep: number): string {
  return `/api/login?${new URLSearchParams({ returnTo: stepUrl(returnStep) })}`;
}
