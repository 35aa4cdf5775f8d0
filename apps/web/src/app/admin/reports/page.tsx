import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { REPORT_QUEUE_INPUT } from "~/features/admin/page-sizes";
import { ReportQueue } from "~/features/admin/reports/report-queue";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Reports" };

/** /admin/reports: reported reviews and listings, grouped by target; hide, restore, dismiss (docs/product.md#reports). */
export default async function AdminReportsPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(trpc.adminReports.queue.queryOptions(REPORT_QUEUE_INPUT));
  return (
    <HydrateClient>
      <ReportQueue />
    </HydrateClient>
  );
}
