"use client";

import { buttonVariants } from "@skyhire/ui";
import { APPROVAL_STATUSES, type ApprovalStatus } from "@skyhire/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge, ExpiryBadge, UserStatusBadge, VerifiedBadge } from "../badges";
import { formatDay } from "../format";
import { AdminRow, PagedList, usePage } from "../paged-list";
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
  const { page, setPage, fromFirstPage } = usePage();
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
        onSearch={fromFirstPage(setQ)}
      >
        <FilterSelect
          label="Approval"
          value={status}
          options={STATUS_OPTIONS}
          allLabel="All states"
          onChange={fromFirstPage(setStatus)}
        />
      </SearchBar>
      <PagedList
        query={operators}
        serverMessage
        loadError="Operators could not be loaded."
        empty="No operators match."
        pager={{ label: "Operator pages", page, pageSize: OPERATORS_PAGE_SIZE, onPage: setPage }}
        itemKey={(operator) => operator.userId}
      >
        {(operator) => (
          <AdminRow
            testId="admin-operator-row"
            title={<p className="font-semibold break-words">{operator.companyName}</p>}
            subtitle={`${operator.fullName ?? "—"} · ${operator.email}`}
            badges={
              <>
                <ApprovalBadge status={operator.approvalStatus} />
                <VerifiedBadge verified={operator.isVerified} />
                <ExpiryBadge
                  state={operator.documents.state}
                  daysLeft={operator.documents.daysLeft}
                />
                {operator.userStatus === "suspended" ? (
                  <UserStatusBadge status="suspended" />
                ) : null}
              </>
            }
            meta={`Updated ${formatDay(operator.submittedAt)}`}
            actions={
              <Link
                href={`/admin/operators/${operator.userId}`}
                className={buttonVariants({
                  variant: "outline",
                  size: "sm",
                  className: "self-start",
                })}
                aria-label={`Open ${operator.companyName}`}
              >
                Open
              </Link>
            }
          />
        )}
      </PagedList>
    </section>
  );
}
