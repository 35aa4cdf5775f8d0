import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { AuditLog } from "~/features/admin/audit/audit-log";
import { AUDIT_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Audit Log" };

/** /admin/audit: every admin action, who, what, when and why (issue 6). */
export default async function AdminAuditPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(trpc.adminAudit.list.queryOptions({ action: "", page: 1, pageSize: AUDIT_PAGE_SIZE }));
  return (
    <HydrateClient>
      <AuditLog />
    </HydrateClient>
  );
}
