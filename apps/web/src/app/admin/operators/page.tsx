import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { OperatorList } from "~/features/admin/operators/operator-list";
import { OPERATORS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Operators" };

/** /admin/operators: every operator by approval state, to review, verify or unverify (issue 6). */
export default async function AdminOperatorsPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(
    trpc.admin.operators.queryOptions({ q: "", status: "", page: 1, pageSize: OPERATORS_PAGE_SIZE }),
  );
  return (
    <HydrateClient>
      <OperatorList />
    </HydrateClient>
  );
}
