"use client";

import { EXPIRING_PAGE_SIZE } from "~/features/admin/page-sizes";
import { possessive } from "@skyhire/validators";
import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { ExpiryBadge } from "../badges";
import { formatDay } from "../format";
import { KEEP_PAGE_WHILE_LOADING, PagedList, useListQuery } from "../paged-list";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";


/**
 * Approved operators whose licence or insurance has expired (no new proposals until renewed
 * documents are approved here) or expires within 30 days, soonest first.
 */
export function ExpiringDocuments() {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const paging = useListQuery({}, EXPIRING_PAGE_SIZE);
  const list = useQuery(
    trpc.adminDocuments.expiring.queryOptions(paging.input, KEEP_PAGE_WHILE_LOADING),
  );
  const approve = useMutation(trpc.adminDocuments.approve.mutationOptions());

  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="documents-heading" className="text-xl font-semibold">
          Document Expiry
        </h2>
        <p className="text-sm text-muted-foreground">
          Operators with an expired licence or insurance cannot send proposals until a valid
          document is uploaded and approved here. Those expiring within 30 days are warned on their
          dashboard.
        </p>
      </div>
      <PagedList
        query={list}
        loadError="Document expiry could not be loaded. Please reload the page."
        empty="No operator has documents expired or expiring within 30 days."
        pagerLabel="Document expiry pages"
        pager={paging.pager}
        itemKey={(operator) => operator.userId}
      >
        {(operator) => {
          const renewed =
            operator.onFileUntil !== null && operator.onFileUntil !== operator.approvedUntil;
          return (
            <Card data-testid="expiring-operator">
              <CardContent className="flex flex-col gap-3 pt-6 md:flex-row md:items-start md:justify-between">
                <div className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold break-words">{operator.companyName}</p>
                    <ExpiryBadge state={operator.state} daysLeft={operator.daysLeft} />
                  </div>
                  <p className="text-sm break-all text-muted-foreground">{operator.email}</p>
                  <ul className="flex flex-col gap-1 text-sm">
                    {operator.licences.map((licence, index) => (
                      <li key={`l-${index}`}>
                        Licence {licence.number} ({licence.type}) — expires{" "}
                        {formatDay(licence.expiryDate)}
                      </li>
                    ))}
                    {operator.insuranceDocs.map((policy, index) => (
                      <li key={`i-${index}`}>
                        Insurance {policy.policyNumber} ({policy.provider}) — expires{" "}
                        {formatDay(policy.expiryDate)}
                      </li>
                    ))}
                  </ul>
                  {operator.awaitingReview ? (
                    <p className="text-sm font-medium text-blue-800">
                      Renewed documents valid until {formatDay(operator.onFileUntil)} await
                      approval.
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Link
                    href={`/admin/operators/${operator.userId}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`Open ${operator.companyName}`}
                  >
                    Open
                  </Link>
                  {renewed ? (
                    <ReasonDialog
                      label="Approve Documents"
                      ariaLabel={`Approve documents of ${operator.companyName}`}
                      optional
                      title={`Approve ${possessive(operator.companyName)} documents`}
                      description={`The documents on file count until ${formatDay(operator.onFileUntil)}.`}
                      confirmLabel="Approve Documents"
                      pendingLabel="Approving…"
                      onConfirm={async (reason) => {
                        await approve.mutateAsync({ userId: operator.userId, reason });
                        await after(
                          "Documents approved",
                          `${operator.companyName} may send proposals again.`,
                        );
                      }}
                    />
                  ) : null}
                </div>
              </CardContent>
            </Card>
          );
        }}
      </PagedList>
    </section>
  );
}
