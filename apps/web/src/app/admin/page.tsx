import type { Metadata } from "next";
import { PendingQueue } from "~/features/admin/approvals/pending-queue";
import { PENDING_PAGE_SIZE } from "~/features/admin/page-sizes";
import { adminGate } from "~/features/admin/admin-gate";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Operator Approvals" };

/** /admin: the queue of operator profiles waiting for an admin's decision (issue 6). */
export default async function AdminApprovalsPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(trpc.admin.pendingOperators.queryOptions({ page: 1, pageSize: PENDING_PAGE_SIZE }));
  return (
    <HydrateClient>
      <PendingQueue />
    </HydrateClient>
  );
}
