import type { ReactNode } from "react";
import { Providers } from "../providers";

/**
 * The layout of every section that calls the API from the browser: its pages get the tRPC client,
 * TanStack Query and the toast. Those sections' layout.tsx re-export it (providers-coverage.test.ts
 * checks that each one does); the public pages leave it out (docs/performance.md#page-weight).
 */
export default function ApiClientLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
