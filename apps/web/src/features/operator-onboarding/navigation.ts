"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";
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

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating; true once local storage can be read. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
