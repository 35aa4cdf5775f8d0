"use client";

import { Badge } from "@skyhire/ui";
import { REPORT_REASON_LABELS, type ReportAction, type ReportTargetType } from "@skyhire/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { formatDay } from "../format";
import { REPORT_QUEUE_INPUT } from "../page-sizes";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { AdminRow, AdminSection } from "../paged-list";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";


const DONE: Record<ReportAction, string> = {
  hide: "Hidden",
  restore: "Restored",
  dismiss: "Reports dismissed",
};

const WHAT: Record<ReportTargetType, string> = { review: "Review", listing: "Listing" };

/**
 * /admin/reports (docs/product.md#reports): reported reviews and listings grouped by target, the
 * latest report first, with the count and the latest reasons and details; hide, restore or dismiss,
 * each with a reason (in the audit log), resolves the group's open reports.
 */
export function ReportQueue() {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const queue = useQuery(trpc.adminReports.queue.queryOptions(REPORT_QUEUE_INPUT));
  const decide = useMutation(trpc.adminReports.decide.mutationOptions());
  useLoginRedirectOn401(queue.error);

  function body() {
    if (queue.isPending) return <ListSkeleton rows={3} />;
    if (!queue.data) return <ListError>The reports could not be loaded. Please reload the page.</ListError>;
    if (queue.data.items.length === 0) return <EmptyList>No open reports.</EmptyList>;
    return (
      <ul className="flex flex-col gap-4" aria-label="Reported content">
        {queue.data.items.map((group) => {
          const href = group.targetType === "listing" ? `/listings/${group.targetId}` : null;
          const action = (kind: ReportAction, label: string, description: string, destructive = false) => (
            <ReasonDialog
              label={label}
              ariaLabel={`${label} ${WHAT[group.targetType].toLowerCase()}: ${group.label}`}
              title={`${label} — ${WHAT[group.targetType].toLowerCase()}`}
              description={description}
              confirmLabel={label}
              pendingLabel="Saving…"
              confirmVariant={destructive ? "destructive" : "default"}
              onConfirm={async (reason) => {
                await decide.mutateAsync({ targetType: group.targetType, targetId: group.targetId, action: kind, reason: reason ?? "" });
                await after(DONE[kind], group.label);
              }}
            />
          );
          return (
            <li key={`${group.targetType}:${group.targetId}`}>
              <AdminRow
                testId="admin-report-group"
                title={
                  href ? (
                    <Link href={href} className="font-semibold break-words hover:underline">
                      {group.label}
                    </Link>
                  ) : (
                    <p className="font-semibold break-words">{group.label}</p>
                  )
                }
                subtitle={`${WHAT[group.targetType]} · ${group.operatorName ?? "No company"}`}
                badges={
                  <>
                    <Badge variant="red">
                      {group.openCount} open {group.openCount === 1 ? "report" : "reports"}
                    </Badge>
                    {group.hidden ? <Badge variant="grey">Hidden</Badge> : null}
                  </>
                }
                meta={
                  <span className="flex flex-col gap-1">
                    <span>
                      {group.totalCount} in all · latest {formatDay(group.latestAt)}
                    </span>
                    {group.latest.map((report, index) => (
                      <span key={index} className="break-words text-foreground">
                        <strong>{REPORT_REASON_LABELS[report.reason]}:</strong> {report.details}
                      </span>
                    ))}
                  </span>
                }
                note={group.hiddenReason ? `Hidden: ${group.hiddenReason}` : null}
                actions={
                  <div className="flex flex-wrap gap-2 md:justify-end">
                    {group.hidden
                      ? action("restore", "Restore", "It is shown to the public again. The open reports are dismissed.")
                      : action(
                          "hide",
                          "Hide",
                          "It disappears from every public page at once. The open reports are marked as acted on.",
                          true,
                        )}
                    {action("dismiss", "Dismiss", "Nothing changes on it. The open reports are closed as needing no action.")}
                  </div>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <AdminSection id="reports" title="Reports">
      {body()}
    </AdminSection>
  );
}
