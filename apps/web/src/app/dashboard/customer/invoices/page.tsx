import { buttonVariants } from "@skyhire/ui";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CustomersOnly } from "~/app/dashboard/customer/_components/customers-only";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { INVOICES_PAGE_SIZE, statusParam } from "~/features/invoices/format";
import { InvoicesScreen } from "~/features/invoices/invoices-screen";
import { pageParam } from "~/features/messages/format";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Invoices & Payments" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /dashboard/customer/invoices: the customer's invoices on real payments (docs/product.md#invoices). */
export default async function CustomerInvoicesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (user.role !== "customer") return <CustomersOnly />;
  const query = await searchParams;
  const status = statusParam(query.status);
  const page = pageParam(query.page);
  await getQueryClient().prefetchQuery(
    trpc.invoices.list.queryOptions({ status, page, pageSize: INVOICES_PAGE_SIZE }),
  );

  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <Link href="/dashboard/customer" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Invoices &amp; Payments</h1>
          <p className="mt-1 text-muted-foreground">Your invoices for jobs paid through Skyhire, and how you pay.</p>
        </div>
        <InvoicesScreen status={status} page={page} />
      </div>
    </HydrateClient>
  );
}
