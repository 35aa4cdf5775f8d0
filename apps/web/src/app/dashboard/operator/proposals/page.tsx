import { buttonVariants } from "@skyhire/ui";
import { ArrowLeft, Briefcase } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { ResultsSkeleton } from "~/app/listings/_components/results-skeleton";
import { MyProposalsList } from "~/features/proposals/my-proposals/my-proposals-list";
import { OperatorsOnlyNotice } from "~/features/proposals/my-proposals/operators-only-notice";
import { pageParam, statusParam } from "~/features/proposals/my-proposals/params";
import { StatusFilter } from "~/features/proposals/my-proposals/status-filter";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "My Proposals" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /dashboard/operator/proposals: the operator's proposals with their states, filtered by status
 * and paged in the URL (?status=&page=), each leading to its job. The procedure checks the role.
 */
export default async function MyProposalsPage({ searchParams }: { searchParams: SearchParams }) {
  const [user, query] = await Promise.all([getCurrentUser(), searchParams]);
  if (!user) return <LoggedOutRedirect />;
  if (user.role !== "operator") return <OperatorsOnlyNotice />;
  const status = statusParam(query.status);
  const page = pageParam(query.page);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link href="/dashboard/operator" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Proposals</h1>
          <p className="mt-1 text-muted-foreground">Your quotes, what the customers decided, and your payouts.</p>
        </div>
        <Link href="/jobs/board" className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
          <Briefcase aria-hidden="true" />
          Browse Jobs
        </Link>
      </div>
      <StatusFilter current={status} />
      <Suspense key={`${status ?? "all"}-${page}`} fallback={<ResultsSkeleton label="Loading proposals" />}>
        <MyProposalsList status={status} page={page} />
      </Suspense>
    </div>
  );
}
