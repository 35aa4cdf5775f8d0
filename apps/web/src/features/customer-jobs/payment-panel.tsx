"use client";

import { LIFECYCLE_MESSAGES, formatMoney } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, ConfirmAction, buttonVariants } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { CreditCard, FileText, Lock, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { isUnauthorizedError } from "~/lib/http-error";
import { addCardUrl } from "~/features/customer-onboarding/steps";
import { paymentStatusLine } from "~/features/jobs/guidance";
import { useTRPC } from "~/trpc/react";
import { JOB_COPY } from "./copy";
import { serverMessage } from "./errors";
import { shortDate } from "./format";
import type { JobActions, JobPayment } from "./types";
import type { JobActionsApi } from "./use-job-actions";

interface PaymentPanelProps {
  jobId: string;
  payment: JobPayment;
  flags: JobActions;
  pay: JobActionsApi["pay"];
  /** Set when the payment is one milestone of a deal of several. */
  milestone?: { position: number; total: number; title: string } | null;
  /** A dispute holds this payment until it is settled or an admin decides. */
  disputed?: boolean;
}

/**
 * The escrow payment of the accepted proposal: what is owed or held, Pay with the saved card (or a
 * link to add one), a declined card's message with a retry, the invoice.
 */
export function PaymentPanel({ jobId, payment, flags, pay, milestone, disputed = false }: PaymentPanelProps) {
  const trpc = useTRPC();
  const method = useQuery({ ...trpc.payments.methods.queryOptions(), enabled: flags.canPay });
  const amount = formatMoney(payment.amount, payment.currency);
  const card = method.data;
  const attemptError = pay.error && !isUnauthorizedError(pay.error) ? serverMessage(pay.error) : null;
  // A milestone of a deal of several is funded on the Milestones card: here only the way to a card.
  const payHere = flags.canPay && !milestone;
  // The server is the judge of "no card" (e.g. a card saved for the other gateway does not count).
  const noCard = flags.canPay && ((method.isSuccess && !card) || attemptError === LIFECYCLE_MESSAGES.noPaymentMethod);
  // The card's refusal: from this attempt, else as the server recorded the last one.
  const declined = noCard
    ? null
    : attemptError
      ? attemptError
      : payment.status === "failed"
      ? (payment.failureMessage ?? "The payment could not be completed.")
      : null;

  return (
    <Card data-testid="payment-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="break-words" data-testid="payment-panel-title">
            {milestone ? `Milestone ${milestone.position} of ${milestone.total}: ${milestone.title}` : "Escrow payment"}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="text-xl font-semibold" data-testid="payment-amount">
              {amount}
            </dd>
          </div>
          {payment.paidAt ? (
            <div>
              <dt className="text-muted-foreground">Paid</dt>
              <dd className="font-medium" suppressHydrationWarning>
                {shortDate(payment.paidAt)}
              </dd>
            </div>
          ) : null}
          {payment.payoutAt ? (
            <div>
              <dt className="text-muted-foreground">Released to the operator</dt>
              <dd className="font-medium" suppressHydrationWarning>
                {shortDate(payment.payoutAt)}
              </dd>
            </div>
          ) : null}
          {payment.refundedAt ? (
            <div>
              <dt className="text-muted-foreground">Refunded</dt>
              <dd className="font-medium" suppressHydrationWarning>
                {shortDate(payment.refundedAt)}
              </dd>
            </div>
          ) : null}
        </dl>
        <StatusLine status={payment.status} ofMilestone={Boolean(milestone)} canPayHere={payHere} disputed={disputed} />

        {payHere && declined ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            data-testid="payment-declined"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{declined} Check the card or try again.</span>
          </p>
        ) : null}

        {flags.canPay ? (
          noCard ? (
            <div className="flex flex-col gap-3 rounded-md border p-3 text-sm" data-testid="no-payment-method">
              <p>{JOB_COPY.noCard}</p>
              <Link href={addCardUrl(`/jobs/${jobId}`)} className={buttonVariants({ className: "self-start" })}>
                <CreditCard aria-hidden="true" />
                {JOB_COPY.addCard}
              </Link>
            </div>
          ) : payHere ? (
            <div className="flex flex-col gap-2">
              {card ? (
                <p className="text-sm text-muted-foreground" data-testid="saved-card">
                  Charged to your saved {cardBrand(card.brand)} ending {card.cardLast4}.
                </p>
              ) : null}
              <ConfirmAction
                size="lg"
                className="w-full sm:w-auto sm:self-start"
                pending={pay.pending}
                testId="pay-button"
                label={
                  <>
                    <CreditCard aria-hidden="true" />
                    {pay.pending ? "Processing payment…" : declined ? `Try again: pay ${amount}` : `Pay ${amount}`}
                  </>
                }
                title={`Pay ${amount} into escrow?`}
                description={`${card ? `Charged to your saved ${cardBrand(card.brand)} ending ${card.cardLast4}` : "Charged to your saved card"} and held in escrow until you confirm ${milestone ? "this milestone" : "the job is complete"}.`}
                confirmLabel={`Pay ${amount}`}
                pendingLabel="Processing payment…"
                onConfirm={() => pay.run()}
              />
            </div>
          ) : null
        ) : null}

        {payment.invoiceId ? (
          <a
            href={`/api/invoices/${payment.invoiceId}/pdf`}
            className="flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            Invoice {payment.invoiceNumber} (PDF)
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** "visa" → "Visa"; a card of no known brand is just a card. */
function cardBrand(brand: string | undefined): string {
  return brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : "card";
}

function StatusLine(props: Parameters<typeof paymentStatusLine>[0]) {
  const text = paymentStatusLine(props);
  return text ? (
    <p className="text-sm text-muted-foreground" data-testid="payment-status-line">
      {text}
    </p>
  ) : null;
}
