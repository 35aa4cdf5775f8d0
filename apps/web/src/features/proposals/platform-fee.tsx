"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The platform fee rate in percent (PLATFORM_FEE_PERCENT), read on the server and handed to the job page. */
const PlatformFeeContext = createContext<number | null>(null);

export function PlatformFeeProvider({ percent, children }: { percent: number; children: ReactNode }) {
  return <PlatformFeeContext.Provider value={percent}>{children}</PlatformFeeContext.Provider>;
}

/** The fee rate, or null outside a page that reads it (the preview is then left out). */
export function usePlatformFeePercent(): number | null {
  return useContext(PlatformFeeContext);
}
