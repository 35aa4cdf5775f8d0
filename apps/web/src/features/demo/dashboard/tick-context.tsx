"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useTicks } from "./use-ticks";

const TickContext = createContext({ tick: 0, intervalMs: 15_000 });

/** One 15-second clock for every ticking part of the investor dashboard. */
export function DemoTickProvider({ intervalMs, children }: { intervalMs: number; children: ReactNode }) {
  const { tick, running } = useTicks(intervalMs);
  return (
    <TickContext.Provider value={{ tick, intervalMs }}>
      <div data-testid="demo-dashboard" data-ticking={running} className="flex flex-1 flex-col">
        {children}
      </div>
    </TickContext.Provider>
  );
}

export function useDemoTick() {
  return useContext(TickContext);
}
