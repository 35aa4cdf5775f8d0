import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { OperatorReview } from "~/features/admin/operators/operator-review";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Review Operator" };

/** /admin/operators/{userId}: one operator's submission, documents and the decision (issue 6). */
export default async function AdminOperatorPage({ params }: { params: Promise<{ userId: string }> }) {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  const { userId } = await params;
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(trpc.admin.operator.queryOptions({ userId })),
    queryClient.prefetchQuery(trpc.adminAudit.list.queryOptions({ targetId: userId, pageSize: 10 })),
  ]);
  return (
    <HydrateClient>
      <OperatorReview userId={userId} />
    </HydrateClient>
  );
}
