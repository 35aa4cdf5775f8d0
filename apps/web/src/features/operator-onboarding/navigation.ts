"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { parseStep, stepUrl } from "./steps";

/** The step lives in the URL (?step=N), so a reload keeps the place. */
export function useStepNav() {
  const params = useSearchParams();
  const step = parseStep(params.get("step"));
  // history.pushState keeps Next's router and useSearchParams in step without a server round trip.
  const goTo = useCallback((next: number) => {
    window.history.pushState(null, "", stepUrl(next));
    window.scrollTo({ top: 0 });
  }, []);
  return { step, goTo };
}

export { useHydrated } from "@skyhire/ui";
