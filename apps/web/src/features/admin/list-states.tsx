import type { ReactNode } from "react";
import { FormAlert } from "~/features/forms/alert";

/** Grey placeholders while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-24 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}

export function ListError({ children }: { children: ReactNode }) {
  return <FormAlert>{children}</FormAlert>;
}

export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
