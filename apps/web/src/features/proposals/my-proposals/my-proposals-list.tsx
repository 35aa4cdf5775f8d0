import type { ProposalStatus } from "@skyhire/validators";
import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import { FileText } from "lucide-react";
import Link from "next/link";
import { PaginationLinks, pageCount } from "~/features/pagination/pagination-links";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import { MyProposalCard } from "./my-proposal-card";
import { MY_PROPOSALS_PAGE_SIZE, STATUS_FILTERS, myProposalsHref } from "./params";

interface MyProposalsListProps {
  status: ProposalStatus | undefined;
  page: number;
}

/** One page of the operator's proposals, newest first, read on the server from the URL. */
export async function MyProposalsList({ status, page }: MyProposalsListProps) {
  const result = await load("my proposals", () =>
    api.proposals.mine({ status, page, pageSize: MY_PROPOSALS_PAGE_SIZE }),
  );
  if (!result.ok) {
    return (
      <Card role="alert">
        <CardContent className="p-6 text-sm text-muted-foreground">
          Your proposals could not be loaded right now. Please try again in a moment.
        </CardContent>
      </Card>
    );
  }

  const { items, total, pageSize } = result.data;
  const filterLabel = STATUS_FILTERS.find((filter) => filter.value === status)?.label.toLowerCase();
  return (
    <section aria-label="Your proposals" className="flex flex-col gap-4">
      <p className="text-sm font-medium" data-testid="my-proposals-count">
        {total.toLocaleString("en-US")} {status ? `${filterLabel} ` : ""}proposal{total === 1 ? "" : "s"}
      </p>
      {items.length === 0 ? (
        <Card data-testid="my-proposals-empty">
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">
              {total > 0 ? "No proposals on this page" : status ? `No ${filterLabel} proposals` : "No proposals yet"}
            </h2>
            <p className="text-sm text-muted-foreground">
              {total > 0 ? "This page is past the last one." : "Find an open job on the job board and send your quote."}
            </p>
            <Link
              href={total > 0 ? myProposalsHref(status, pageCount(total, pageSize)) : "/jobs/board"}
              className={buttonVariants({ variant: "outline" })}
            >
              {total > 0 ? "Go to the last page" : "Browse Jobs"}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="my-proposals">
          {items.map((item) => (
            <li key={item.id}>
              <MyProposalCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <PaginationLinks
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={(target) => myProposalsHref(status, target)}
        label="Proposal pages"
      />
    </section>
  );
}
