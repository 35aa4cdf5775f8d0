"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { AUDIT_ACTION_LABELS } from "@skyhire/validators";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { formatDateTime } from "../format";

/** The admin decisions about this operator, newest first, from the audit log. */
export function OperatorHistory({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.adminAudit.list.queryOptions({ targetId: userId, pageSize: 10 }));
  const items = history.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">History</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {history.isPending ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">No admin decisions yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 border-l-2 pl-3">
                <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
                <span className="text-muted-foreground">
                  {formatDateTime(entry.createdAt)} · {entry.actorName ?? entry.actorEmail}
                </span>
                {entry.reason ? <span className="break-words">“{entry.reason}”</span> : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
