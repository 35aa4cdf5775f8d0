"use client";

import { possessive } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, ConfirmAction } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { BadgeCheck, Check, FileCheck, ShieldOff, X } from "lucide-react";
import { redirectToLogin } from "~/features/shell/logged-out";
import { serverMessage } from "~/features/forms/server-errors";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge, ExpiryBadge, VerifiedBadge } from "../badges";
import { formatDay } from "../format";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";
import type { OperatorDetail } from "./submission-details";

/**
 * The decision beside the documents: approve (the operator goes live), reject with a reason the
 * operator reads, verify or withdraw the verified badge, and re-approve renewed documents.
 */
export function DecisionPanel({ operator }: { operator: OperatorDetail }) {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const approve = useMutation(
    trpc.admin.approveOperator.mutationOptions({
      onSuccess: () =>
        after("Operator approved", `${operator.companyName} is live and has been told by e-mail.`),
      onError: (error) => {
        if (isUnauthorizedError(error)) return void redirectToLogin();
        toast({
          variant: "destructive",
          title: "Error",
          description: serverMessage(error) || "The operator could not be approved.",
        });
      },
    }),
  );
  const reject = useMutation(trpc.admin.rejectOperator.mutationOptions());
  const verify = useMutation(trpc.admin.verifyOperator.mutationOptions());
  const unverify = useMutation(trpc.admin.unverifyOperator.mutationOptions());
  const approveDocuments = useMutation(trpc.adminDocuments.approve.mutationOptions());

  const { approvalStatus, documents } = operator;
  const canApprove = approvalStatus !== "approved";
  const canReject = approvalStatus !== "rejected";
  const documentsToApprove =
    approvalStatus === "approved" &&
    documents.onFileUntil !== null &&
    documents.onFileUntil !== documents.approvedUntil;

  return (
    <Card data-testid="decision-panel">
      <CardHeader>
        <CardTitle className="text-lg">Decision</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div className="flex flex-wrap gap-2">
          <ApprovalBadge status={approvalStatus} />
          <VerifiedBadge verified={operator.isVerified} />
          <ExpiryBadge state={documents.state} daysLeft={documents.daysLeft} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Submitted</dt>
          <dd>{formatDay(operator.submittedAt)}</dd>
          {operator.reviewedAt ? (
            <>
              <dt className="text-muted-foreground">Reviewed</dt>
              <dd>
                {formatDay(operator.reviewedAt)}
                {operator.reviewedBy ? ` by ${operator.reviewedBy}` : ""}
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Documents until</dt>
          <dd>
            {formatDay(documents.expiresOn)}
            {documents.awaitingReview ? " (renewed documents await approval)" : ""}
          </dd>
          <dt className="text-muted-foreground">Listings</dt>
          <dd>
            {operator.listings.active} active of {operator.listings.total}
          </dd>
          <dt className="text-muted-foreground">Account</dt>
          <dd>{operator.userStatus === "active" ? "Active" : "Suspended"}</dd>
        </dl>
        {approvalStatus === "rejected" && operator.rejectionReason ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <span className="font-medium">Rejection reason: </span>
            {operator.rejectionReason}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {canApprove ? (
            <ConfirmAction
              label={
                <>
                  <Check aria-hidden="true" />
                  Approve
                </>
              }
              size="default"
              title={`Approve ${operator.companyName}?`}
              description={
                documents.state === "expired"
                  ? `Their documents expired on ${formatDay(documents.expiresOn)}: approval will be refused until they upload current ones.`
                  : `${operator.companyName} goes live: their published listings appear in search and they can send proposals.`
              }
              confirmLabel="Approve"
              pendingLabel="Approving…"
              pending={approve.isPending}
              onConfirm={() =>
                approve.mutateAsync({ userId: operator.userId }).catch(() => undefined)
              }
              testId="approve-operator"
            />
          ) : null}
          {canReject ? (
            <ReasonDialog
              label={
                <>
                  <X aria-hidden="true" />
                  Reject
                </>
              }
              size="default"
              title={`Reject ${operator.companyName}`}
              description="The operator reads this reason on their dashboard and in the e-mail, then can fix their profile and resubmit."
              confirmLabel="Reject"
              pendingLabel="Rejecting…"
              confirmVariant="destructive"
              onConfirm={async (reason) => {
                await reject.mutateAsync({ userId: operator.userId, reason: reason ?? "" });
                await after("Operator rejected", "The operator has been told why by e-mail.");
              }}
              testId="reject-operator"
            />
          ) : null}
          {approvalStatus === "approved" && !operator.isVerified ? (
            <ReasonDialog
              label={
                <>
                  <BadgeCheck aria-hidden="true" />
                  Verify
                </>
              }
              size="default"
              optional
              title={`Verify ${operator.companyName}`}
              description="The verified badge shows on the operator's listings."
              confirmLabel="Verify"
              pendingLabel="Verifying…"
              onConfirm={async (reason) => {
                await verify.mutateAsync({ userId: operator.userId, reason });
                await after("Operator verified", "The verified badge now shows on their listings.");
              }}
              testId="verify-operator"
            />
          ) : null}
          {operator.isVerified ? (
            <ReasonDialog
              label={
                <>
                  <ShieldOff aria-hidden="true" />
                  Unverify
                </>
              }
              size="default"
              optional
              title={`Remove ${possessive(operator.companyName)} verified badge`}
              description="The badge disappears from their listings at once."
              confirmLabel="Unverify"
              pendingLabel="Removing…"
              confirmVariant="destructive"
              onConfirm={async (reason) => {
                await unverify.mutateAsync({ userId: operator.userId, reason });
                await after("Verification removed");
              }}
              testId="unverify-operator"
            />
          ) : null}
          {documentsToApprove ? (
            <ReasonDialog
              label={
                <>
                  <FileCheck aria-hidden="true" />
                  Approve Documents
                </>
              }
              size="default"
              optional
              title="Approve the documents on file"
              description={`They count until ${formatDay(documents.onFileUntil)}. An operator with expired documents may send proposals again once they are approved.`}
              confirmLabel="Approve Documents"
              pendingLabel="Approving…"
              onConfirm={async (reason) => {
                await approveDocuments.mutateAsync({ userId: operator.userId, reason });
                await after("Documents approved");
              }}
              testId="approve-documents"
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
