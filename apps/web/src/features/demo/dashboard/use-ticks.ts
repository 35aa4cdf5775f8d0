"use client";

import { useEffect, useState } from "react";

/**
 * Counts ticks of `intervalMs` while the component is on screen; the interval stops on unmount.
 * `running` turns true once the interval is set (after hydration).
 */
export function useTicks(intervalMs: number): { tick: number; running: boolean } {
  const [tick, setTick] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    const id = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    setRunning(true);
    return () => {
      window.clearInterval(id);
      setRunning(false);
    };
  }, [intervalMs]);
  return { tick, running };
}
