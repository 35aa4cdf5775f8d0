import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { DisputeQueue } from "~/features/admin/disputes/dispute-queue";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Disputes" };

/** /admin/disputes: the dispute queue and the decisions of escalated disputes (issue 15 §3). */
export default async function AdminDisputesPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(trpc.disputes.list.queryOptions({}));
  return (
    <HydrateClient>
      <section aria-labelledby="disputes-heading" className="flex flex-col gap-4">
        <h2 id="disputes-heading" className="text-xl font-semibold">
          Disputes
        </h2>
        <DisputeQueue />
      </section>
    </HydrateClient>
  );
}
