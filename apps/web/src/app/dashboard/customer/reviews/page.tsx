import { buttonVariants } from "@skyhire/ui";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CustomersOnly } from "~/app/dashboard/customer/_components/customers-only";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { pageParam } from "~/features/messages/format";
import { REVIEW_PROJECTS_PAGE_SIZE } from "~/features/reviews/format";
import { ReviewsScreen } from "~/features/reviews/reviews-screen";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Reviews & Feedback" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /dashboard/customer/reviews: the customer's completed projects and their reviews (docs/product.md#reviews, real data). */
export default async function CustomerReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (user.role !== "customer") return <CustomersOnly />;
  const page = pageParam((await searchParams).page);
  await getQueryClient().prefetchQuery(trpc.reviews.mine.queryOptions({ page, pageSize: REVIEW_PROJECTS_PAGE_SIZE }));

  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <Link href="/dashboard/customer" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reviews &amp; Feedback</h1>
          <p className="mt-1 text-muted-foreground">
            Rate the operators who completed your projects and help other customers choose.
          </p>
        </div>
        <ReviewsScreen page={page} />
      </div>
    </HydrateClient>
  );
}
