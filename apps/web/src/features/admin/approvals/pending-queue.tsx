"use client";

import { PENDING_PAGE_SIZE } from "~/features/admin/page-sizes";
import { Badge, Card, CardContent, buttonVariants } from "@skyhire/ui";
import { documentsExpireOn, expiryState, isoToday } from "@skyhire/validators";
import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { ExpiryBadge } from "../badges";
import { formatDay } from "../format";
import { KEEP_PAGE_WHILE_LOADING, PagedList, useListQuery } from "../paged-list";


/** Operator profiles waiting for a decision, first submitted first (issue 6: the approvals queue). */
export function PendingQueue() {
  const trpc = useTRPC();
  const paging = useListQuery({}, PENDING_PAGE_SIZE);
  const queue = useQuery(
    trpc.admin.pendingOperators.queryOptions(paging.input, KEEP_PAGE_WHILE_LOADING),
  );
  const today = isoToday();

  return (
    <section aria-labelledby="approvals-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="approvals-heading" className="text-xl font-semibold">
          Operator Approvals
        </h2>
        {queue.data ? (
          <span className="text-sm text-muted-foreground" data-testid="pending-count">
            {queue.data.total} waiting for review
          </span>
        ) : null}
      </div>
      <PagedList
        query={queue}
        loadError="The approvals queue could not be loaded. Please reload the page."
        empty="No operator profiles are waiting for review."
        pagerLabel="Approval queue pages"
        pager={paging.pager}
        itemKey={(operator) => operator.userId}
        listClassName="grid grid-cols-1 gap-4 md:grid-cols-2"
        itemClassName="min-w-0"
      >
        {(operator) => {
          const expiresOn = documentsExpireOn(operator);
          return (
            <Card data-testid="pending-operator" className="h-full">
              <CardContent className="flex h-full flex-col gap-3 pt-6">
                <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
                  <div className="w-full min-w-0 sm:w-auto">
                    <h3 className="text-lg font-semibold break-words">{operator.companyName}</h3>
                    <p className="text-sm break-all text-muted-foreground">
                      {operator.fullName ?? "—"} · {operator.email}
                    </p>
                  </div>
                  <Badge variant={operator.emailVerified ? "green" : "grey"}>
                    {operator.emailVerified ? "E-mail verified" : "E-mail not verified"}
                  </Badge>
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Submitted</dt>
                  <dd>{formatDay(operator.submittedAt)}</dd>
                  <dt className="text-muted-foreground">Licences</dt>
                  <dd>{operator.licences.length}</dd>
                  <dt className="text-muted-foreground">Insurance</dt>
                  <dd>{operator.insuranceDocs.length}</dd>
                  <dt className="text-muted-foreground">Documents</dt>
                  <dd>
                    <ExpiryBadge state={expiryState(expiresOn, today)} />
                  </dd>
                </dl>
                <Link
                  href={`/admin/operators/${operator.userId}`}
                  className={buttonVariants({ className: "mt-auto self-start" })}
                  aria-label={`Review ${operator.companyName}`}
                >
                  <ClipboardCheck aria-hidden="true" />
                  Review
                </Link>
              </CardContent>
            </Card>
          );
        }}
      </PagedList>
    </section>
  );
}
