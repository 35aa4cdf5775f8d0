/**
 * Placeholder cards while the first results load. A status: a screen reader is told what is loading
 * (a plain div may not carry a name, axe's aria-prohibited-attr).
 */
export function ResultsSkeleton({ label = "Loading services" }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-4">
      <div className="h-5 w-40 animate-pulse rounded bg-muted" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    </div>
  );
}
