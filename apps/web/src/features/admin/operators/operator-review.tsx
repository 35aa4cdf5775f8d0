"use client";

import { buttonVariants } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { errorStatus } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { ListError, ListSkeleton } from "../list-states";
import { DecisionPanel } from "./decision-panel";
import { DocumentViewer, type ViewedDocument } from "./document-viewer";
import { OperatorHistory } from "./operator-history";
import { SubmissionDetails } from "./submission-details";

/**
 * One operator's review (issue 6): everything submitted on the left; on the right, beside the
 * decision, the document the admin opened. One column on a phone.
 */
export function OperatorReview({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const operator = useQuery(trpc.admin.operator.queryOptions({ userId }));
  useLoginRedirectOn401(operator.error);
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);

  if (operator.isPending) return <ListSkeleton rows={4} />;
  if (!operator.data) {
    return (
      <ListError>
        {errorStatus(operator.error) === 404
          ? "There is no operator profile for this account."
          : "This operator could not be loaded. Please reload the page."}
      </ListError>
    );
  }
  const data = operator.data;
  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/admin"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
      >
        <ArrowLeft aria-hidden="true" />
        Approvals
      </Link>
      <div>
        <h2 className="text-xl font-semibold break-words">{data.companyName}</h2>
        <p className="text-sm text-muted-foreground break-words">{data.email}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <SubmissionDetails profile={data} onView={setViewed} />
        <aside
          className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20 lg:self-start"
          aria-label="Decision"
        >
          <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
          <DecisionPanel operator={data} />
          <OperatorHistory userId={data.userId} />
        </aside>
      </div>
    </div>
  );
}
