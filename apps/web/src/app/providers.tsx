"use client";

import { Toaster } from "@skyhire/ui/toast";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

/** Client-side providers for every page: tRPC + TanStack Query, and the single toast. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      {children}
      <Toaster />
    </TRPCReactProvider>
  );
}
