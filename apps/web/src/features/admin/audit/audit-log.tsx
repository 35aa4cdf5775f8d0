"use client";

import { AUDIT_PAGE_SIZE } from "~/features/admin/page-sizes";
import { Badge, Card, CardContent } from "@skyhire/ui";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from "@skyhire/validators";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { formatDateTime } from "../format";
import { KEEP_PAGE_WHILE_LOADING, PagedList, useListQuery } from "../paged-list";
import { FilterSelect } from "../search-bar";


const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

/** Where an entry's target lives in the admin area. */
function targetHref(type: string, id: string): string | null {
  if (type === "operator") return `/admin/operators/${id}`;
  if (type === "listing") return `/listings/${id}`;
  return null;
}

function dataSummary(data: Record<string, unknown>): string | null {
  if (typeof data.from === "string" && typeof data.to === "string")
    return `${data.from} → ${data.to}`;
  if (typeof data.amount === "string" && typeof data.currency === "string")
    return `${data.currency} ${data.amount}`;
  if (typeof data.endedSessions === "number") return `${data.endedSessions} session(s) ended`;
  return null;
}

/** Every admin action: who, what, when and why, newest first (issue 6). */
export function AuditLog() {
  const trpc = useTRPC();
  const list = useListQuery<{ action: AuditAction | "" }>({ action: "" }, AUDIT_PAGE_SIZE);
  const log = useQuery(
    trpc.adminAudit.list.queryOptions(list.input, KEEP_PAGE_WHILE_LOADING),
  );

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="audit-heading" className="text-xl font-semibold">
          Audit Log
        </h2>
        <FilterSelect
          label="Action"
          options={ACTION_OPTIONS}
          allLabel="All actions"
          {...list.filter("action")}
        />
      </div>
      <PagedList
        query={log}
        ordered
        loadError="The audit log could not be loaded. Please reload the page."
        empty="No admin actions recorded yet."
        pagerLabel="Audit log pages"
        pager={list.pager}
        itemKey={(entry) => entry.id}
      >
        {(entry) => {
          const href = targetHref(entry.targetType, entry.targetId);
          const summary = dataSummary(entry.data);
          return (
            <Card data-testid="audit-entry">
              <CardContent className="flex flex-col gap-1 pt-6 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{AUDIT_ACTION_LABELS[entry.action]}</Badge>
                  {href ? (
                    <Link href={href} className="font-medium break-all hover:underline">
                      {entry.targetLabel ?? entry.targetId}
                    </Link>
                  ) : (
                    <span className="font-medium break-all">
                      {entry.targetLabel ?? entry.targetId}
                    </span>
                  )}
                  {summary ? <span className="text-muted-foreground">({summary})</span> : null}
                </div>
                <p className="text-muted-foreground">
                  <time dateTime={new Date(entry.createdAt).toISOString()}>
                    {formatDateTime(entry.createdAt)}
                  </time>{" "}
                  by{" "}
                  {entry.actorName ? `${entry.actorName} (${entry.actorEmail})` : entry.actorEmail}
                </p>
                {entry.reason ? <p className="break-words">Why: {entry.reason}</p> : null}
              </CardContent>
            </Card>
          );
        }}
      </PagedList>
    </section>
  );
}
