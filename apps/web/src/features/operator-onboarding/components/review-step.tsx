"use client";

import { Badge, Button, buttonVariants, Spinner } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { Clock, MailCheck } from "lucide-react";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { DASHBOARD_PATH, PENDING_NOTE } from "../copy";
import { ResendVerification } from "./resend-verification";

/** Step 5, Under Review (docs/product.md#operator-onboarding): the Pending Approval badge, the e-mail note, Go to Dashboard. */
export function ReviewStep({ onStart }: { onStart: () => void }) {
  const trpc = useTRPC();
  const mine = useQuery({ ...trpc.operatorOnboarding.mine.queryOptions(), staleTime: 0, refetchOnMount: "always" });

  if (mine.isPending) {
    return (
      <div className="flex min-h-32 items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  if (mine.data === null) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">You have not submitted your operator profile yet.</p>
        <Button type="button" className="w-fit" onClick={onStart}>
          Continue Onboarding
        </Button>
      </div>
    );
  }
  // A failed read still shows the screen: the submission itself succeeded.
  const state = mine.data;
  const status = state?.approvalStatus ?? "pending";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        {status === "approved" ? (
          <Badge variant="green">Approved</Badge>
        ) : status === "rejected" ? (
          <Badge variant="red">Not Approved</Badge>
        ) : (
          <Badge className="gap-1 bg-amber-100 px-3 py-1 text-sm text-amber-900">
            <Clock aria-hidden="true" /> Pending Approval
          </Badge>
        )}
        {status === "rejected" ? (
          <p className="text-sm">
            <span className="font-medium">Reviewer&apos;s reason: </span>
            {state?.rejectionReason ?? "No reason was given."}
          </p>
        ) : status === "approved" ? (
          <p className="text-sm">Your operator profile is approved. You can now create listings and send proposals.</p>
        ) : (
          <p className="text-sm text-muted-foreground">{PENDING_NOTE}</p>
        )}
      </div>
      {state && !state.emailVerified ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Please verify your email address with the link we sent you, so we can reach you about your review.
          </p>
          <ResendVerification />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:justify-end">
        {status === "rejected" ? (
          <Button type="button" variant="outline" onClick={onStart}>
            Update and Resubmit
          </Button>
        ) : null}
        <Link href={DASHBOARD_PATH} className={buttonVariants()}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
