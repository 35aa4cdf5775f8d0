"use client";

import { buttonVariants, cn } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Clock } from "lucide-react";
import Link from "next/link";
import { useSessionUser } from "~/features/shell/session-provider";
import { useTRPC } from "~/trpc/react";
import { formatDay } from "./format";

const PROFILE_HREF = "/dashboard/operator/profile";

/** The latest well-formed expiry date of a kind of document. */
function latest(documents: readonly { expiryDate: string }[]): string | null {
  const dates = documents.map((d) => d.expiryDate).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  return dates.length === 0 ? null : dates.reduce((a, b) => (b > a ? b : a));
}

/** Which document runs out on that date: "licence", "insurance", or both when unclear. */
function kindOf(
  expiresOn: string,
  status: { licences: { expiryDate: string }[]; insuranceDocs: { expiryDate: string }[] },
) {
  const licence = latest(status.licences) === expiresOn;
  const insurance = latest(status.insuranceDocs) === expiresOn;
  if (licence && !insurance) return "licence";
  if (insurance && !licence) return "insurance";
  return "licence or insurance";
}

/**
 * The operator dashboard's warning (issue 6): 30 days before a licence or insurance runs out, and
 * once it has (no new proposals until a valid document is uploaded and an admin approves it).
 * Shows nothing for other roles or while the documents are valid.
 */
export function DocumentExpiryBanner() {
  const trpc = useTRPC();
  const user = useSessionUser();
  const status = useQuery(
    trpc.operatorDocuments.status.queryOptions(undefined, { enabled: user?.role === "operator" }),
  );
  const data = status.data;
  if (!data?.expiresOn || (data.state !== "expired" && data.state !== "expiring")) return null;

  const expired = data.state === "expired";
  const kind = kindOf(data.expiresOn, data);
  const date = formatDay(data.expiresOn);
  const days = data.daysLeft ?? 0;
  const when = expired
    ? `expired on ${date}`
    : `expires on ${date} (${days === 0 ? "today" : `in ${days} day${days === 1 ? "" : "s"}`})`;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <section
        role={expired ? "alert" : "status"}
        data-testid="document-expiry-banner"
        data-state={data.state}
        className={cn(
          "flex items-start gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
          expired
            ? "border-red-300 bg-red-50 text-red-900"
            : "border-amber-300 bg-amber-50 text-amber-900",
        )}
      >
        {expired ? <AlertTriangle aria-hidden="true" /> : <Clock aria-hidden="true" />}
        <div className="flex min-w-0 flex-col items-start gap-2 break-words">
          <p className="font-semibold">
            {data.awaitingReview ? `Your documents ${when}` : `Your ${kind} ${when}`}
          </p>
          {data.awaitingReview ? (
            <p>
              Your renewed documents are waiting for an admin&apos;s approval
              {expired ? "; you can send new proposals again once they are approved." : "."}
            </p>
          ) : expired ? (
            <p>
              You cannot send new proposals until you upload a valid document and an admin approves
              it.
            </p>
          ) : (
            <p>
              Upload a renewed document before then. Once it has expired you cannot send new
              proposals until an admin approves the new one.
            </p>
          )}
          {data.awaitingReview ? null : (
            <Link
              href={PROFILE_HREF}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Update Documents
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
