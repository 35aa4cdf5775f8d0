"use client";

import { Button } from "@skyhire/ui";
import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/**
 * Reads the page again from the server (and the navigation's counts with it). The data layer never
 * polls (docs/product.md#client-data-rules), so new messages arrive when the reader asks.
 */
export function RefreshButton({ onRefresh, label = "Refresh" }: { onRefresh?: () => Promise<unknown>; label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await onRefresh?.();
          router.refresh();
        })
      }
    >
      <RefreshCw className={pending ? "animate-spin" : undefined} aria-hidden="true" />
      {label}
    </Button>
  );
}
