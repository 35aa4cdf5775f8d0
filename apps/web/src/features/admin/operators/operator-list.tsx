"use client";

import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import { APPROVAL_STATUSES, type ApprovalStatus } from "@skyhire/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge, ExpiryBadge, UserStatusBadge, VerifiedBadge } from "../badges";
import { formatDay } from "../format";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { Pager } from "../pager";
import { FilterSelect, SearchBar } from "../search-bar";

export const OPERATORS_PAGE_SIZE = 12;

const STATUS_OPTIONS = APPROVAL_STATUSES.map((value) => ({
  value,
  label: value === "pending" ? "Pending" : value === "approved" ? "Approved" : "Rejected",
}));

/** Every operator, by approval state and a search of company, name or e-mail (server-side, paged). */
export function OperatorList() {
  const trpc = useTRPC();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<ApprovalStatus | "">("");
  const [page, setPage] = useState(1);
  const operators = useQuery(
    trpc.admin.operators.queryOptions(
      { q, status, page, pageSize: OPERATORS_PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  useLoginRedirectOn401(operators.error);

  return (
    <section aria-labelledby="operators-heading" className="flex flex-col gap-4">
      <h2 id="operators-heading" className="text-xl font-semibold">
        Operators
      </h2>
      <SearchBar
        label="Search operators"
        placeholder="Company, name or e-mail"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      >
        <FilterSelect
          label="Approval"
          value={status}
          options={STATUS_OPTIONS}
          allLabel="All states"
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </SearchBar>
      {operators.isPending ? (
        <ListSkeleton />
      ) : operators.isError && !operators.data ? (
        <ListError>{operators.error.message || "Operators could not be loaded."}</ListError>
      ) : operators.data.items.length === 0 ? (
        <EmptyList>No operators match.</EmptyList>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={operators.isPlaceholderData}>
          {operators.data.items.map((operator) => (
            <li key={operator.userId}>
              <Card data-testid="admin-operator-row">
                <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-semibold break-words">{operator.companyName}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      {operator.fullName ?? "—"} · {operator.email}
                    </p>
                    <div className="flex flex-wrap gap-1.5">
                      <ApprovalBadge status={operator.approvalStatus} />
                      <VerifiedBadge verified={operator.isVerified} />
                      <ExpiryBadge state={operator.documents.state} daysLeft={operator.documents.daysLeft} />
                      {operator.userStatus === "suspended" ? <UserStatusBadge status="suspended" /> : null}
                    </div>
                    <p className="text-xs text-muted-foreground">Updated {formatDay(operator.submittedAt)}</p>
                  </div>
                  <Link
                    href={`/admin/operators/${operator.userId}`}
                    className={buttonVariants({ variant: "outline", size: "sm", className: "self-start sm:self-center" })}
                    aria-label={`Open ${operator.companyName}`}
                  >
                    Open
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {operators.data ? (
        <Pager
          label="Operator pages"
          page={page}
          pageSize={OPERATORS_PAGE_SIZE}
          total={operators.data.total}
          busy={operators.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
