import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { MoneyOverview } from "~/features/admin/money/money-overview";
import { PaymentList } from "~/features/admin/money/payment-list";
import { PAYMENTS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Money" };

/** /admin/money: escrow, releases, refunds and fees from the payments table; the payments (issue 6). */
export default async function AdminMoneyPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(trpc.adminMoney.overview.queryOptions()),
    queryClient.prefetchQuery(trpc.adminMoney.payments.queryOptions({ status: "", page: 1, pageSize: PAYMENTS_PAGE_SIZE })),
  ]);
  return (
    <HydrateClient>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="money-heading" className="flex flex-col gap-4">
          <h2 id="money-heading" className="text-xl font-semibold">
            Money Overview
          </h2>
          <MoneyOverview />
        </section>
        <PaymentList />
      </div>
    </HydrateClient>
  );
}
