import { LIFECYCLE_MESSAGES } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import type { ProposalEligibility } from "./types";

const DETAIL = {
  pending: "Your operator profile is awaiting approval by our admin team. You can send proposals once it is approved.",
  rejected: "Your operator profile was not approved. Update it and submit it again for review.",
  "no-profile": "Complete your operator profile and have it approved to send proposals.",
} as const;

/** Instead of the form: the server's rule for who may propose, and why this operator may not yet. */
export function NotApprovedNotice({ eligibility }: { eligibility: Extract<ProposalEligibility, { allowed: false }> }) {
  return (
    <div
      role="alert"
      data-testid="proposal-not-allowed"
      data-reason={eligibility.reason}
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col items-start gap-2 break-words">
        <p className="font-semibold">{LIFECYCLE_MESSAGES.operatorNotApproved}</p>
        <p>{DETAIL[eligibility.reason]}</p>
        {eligibility.reason === "rejected" && eligibility.rejectionReason ? (
          <p>
            <span className="font-medium">Reviewer&apos;s reason: </span>
            {eligibility.rejectionReason}
          </p>
        ) : null}
        <Link
          href={eligibility.reason === "pending" ? "/dashboard/operator" : "/dashboard/operator/profile"}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {eligibility.reason === "pending" ? "Go to Dashboard" : "Update Profile"}
        </Link>
      </div>
    </div>
  );
}
