"use client";

import { OPERATORS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { buttonVariants } from "@skyhire/ui";
import { APPROVAL_STATUSES, type ApprovalStatus } from "@skyhire/validators";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge, ExpiryBadge, UserStatusBadge, VerifiedBadge } from "../badges";
import { formatDay } from "../format";
import { AdminRow, AdminSection, KEEP_PAGE_WHILE_LOADING, SearchedList, useListQuery } from "../paged-list";


const STATUS_OPTIONS = APPROVAL_STATUSES.map((value) => ({
  value,
  label: value === "pending" ? "Pending" : value === "approved" ? "Approved" : "Rejected",
}));

/** Every operator, by approval state and a search of company, name or e-mail (server-side, paged). */
export function OperatorList() {
  const trpc = useTRPC();
  const list = useListQuery<{ status: ApprovalStatus | "" }>({ status: "" }, OPERATORS_PAGE_SIZE);
  const operators = useQuery(trpc.admin.operators.queryOptions(list.searchInput, KEEP_PAGE_WHILE_LOADING));

  return (
    <AdminSection id="operators" title="Operators">
      <SearchedList
        noun={["operator", "operators"]}
        placeholder="Company, name or e-mail"
        list={list}
        filters={[
          { key: "status", label: "Approval", options: STATUS_OPTIONS, allLabel: "All states" },
        ]}
        query={operators}
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
      </SearchedList>
    </AdminSection>
  );
}
