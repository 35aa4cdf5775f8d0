import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { ExpiringDocuments } from "~/features/admin/documents/expiring-documents";
import { EXPIRING_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Document Expiry" };

/** /admin/documents: operators whose licence or insurance has expired or soon will (issue 6). */
export default async function AdminDocumentsPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(trpc.adminDocuments.expiring.queryOptions({ page: 1, pageSize: EXPIRING_PAGE_SIZE }));
  return (
    <HydrateClient>
      <ExpiringDocuments />
    </HydrateClient>
  );
}
