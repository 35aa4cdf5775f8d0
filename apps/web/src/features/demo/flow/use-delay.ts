"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * `wait(ms)` for the demo's simulated delays. Leaving the page clears every pending timer, and a
 * wait cut short that way never resolves, so nothing runs (no toast, no navigation) after unmount.
 */
export function useDelay() {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const id = window.setTimeout(() => {
          timers.current.delete(id);
          resolve();
        }, ms);
        timers.current.add(id);
      }),
    [],
  );
}
