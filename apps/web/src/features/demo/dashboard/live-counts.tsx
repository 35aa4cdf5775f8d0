import { Database } from "lucide-react";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import { formatCount } from "../format";

/** The real figures of this marketplace, beside the simulated ones; a failure hides only this line. */
export async function LiveCounts() {
  const result = await load("demo marketplace counts", () => api.demo.marketplaceCounts());
  if (!result.ok) return null;
  const { operators, listings, jobs } = result.data;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground" data-testid="demo-live-counts">
      <Database className="size-3.5" aria-hidden="true" />
      <span>Live on this marketplace:</span>
      <span>{formatCount(operators)} operators</span>
      <span aria-hidden="true">·</span>
      <span>{formatCount(listings)} listings</span>
      <span aria-hidden="true">·</span>
      <span>{formatCount(jobs)} job requests</span>
    </p>
  );
}
