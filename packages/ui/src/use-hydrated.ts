"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating; true once React runs in the browser
 * (local storage can be read, event handlers are attached).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
