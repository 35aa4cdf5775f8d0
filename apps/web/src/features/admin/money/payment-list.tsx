"use client";

import { PAYMENTS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { Card, CardContent } from "@skyhire/ui";
import {
  LIFECYCLE_PATHS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  formatMoney,
} from "@skyhire/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { PaymentBadge } from "../badges";
import { formatDay } from "../format";
import { KEEP_PAGE_WHILE_LOADING } from "../paged-list";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { Pager } from "~/features/pagination/pager";
import { ReasonDialog } from "../reason-dialog";
import { FilterSelect } from "../search-bar";
import { useAfterAdminAction } from "../use-admin-mutation";


const STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));

/** Every payment with its state, newest first; a payment held in escrow can be refunded. */
export function PaymentList() {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.adminMoney.payments.queryOptions(
      { status, page, pageSize: PAYMENTS_PAGE_SIZE },
      KEEP_PAGE_WHILE_LOADING,
    ),
  );
  useLoginRedirectOn401(list.error);
  const refund = useMutation(trpc.adminMoney.refund.mutationOptions());

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="payments-heading" className="text-xl font-semibold">
          Payments
        </h2>
        <FilterSelect
          label="State"
          value={status}
          options={STATUS_OPTIONS}
          allLabel="All payments"
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <ListError>Payments could not be loaded. Please reload the page.</ListError>
      ) : list.data.items.length === 0 ? (
        <EmptyList>No payments match.</EmptyList>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={list.isPlaceholderData}>
          {list.data.items.map((payment) => (
            <li key={payment.id}>
              <Card data-testid="admin-payment-row">
                <CardContent className="flex flex-col gap-3 pt-6 md:flex-row md:items-start md:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold break-words">{payment.jobTitle}</p>
                      <PaymentBadge status={payment.status} />
                    </div>
                    <p className="text-sm break-all text-muted-foreground">
                      {payment.customerEmail} → {payment.operatorCompany ?? payment.operatorEmail}
                    </p>
                    <p className="text-sm">
                      {formatMoney(payment.amount, payment.currency)} · fee{" "}
                      {formatMoney(payment.platformFee, payment.currency)} · payout{" "}
                      {formatMoney(payment.operatorPayout, payment.currency)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Created {formatDay(payment.createdAt)}
                      {payment.paidAt ? ` · paid ${formatDay(payment.paidAt)}` : ""}
                      {payment.payoutAt ? ` · released ${formatDay(payment.payoutAt)}` : ""}
                      {payment.refundedAt ? ` · refunded ${formatDay(payment.refundedAt)}` : ""}
                    </p>
                    {payment.invoiceNumber ? (
                      <p className="text-xs text-muted-foreground" data-testid="admin-payment-invoice">
                        Invoice {payment.invoiceNumber}
                        {payment.creditNoteId && payment.creditNoteAmount ? (
                          <>
                            {" · credit note "}
                            <a className="underline" href={LIFECYCLE_PATHS.creditNotePdf(payment.creditNoteId)}>
                              {payment.creditNoteNumber}
                            </a>{" "}
                            −{formatMoney(payment.creditNoteAmount, payment.currency)}
                          </>
                        ) : null}
                      </p>
                    ) : null}
                    {payment.failureMessage ? (
                      <p className="text-sm text-red-800">{payment.failureMessage}</p>
                    ) : null}
                  </div>
                  {payment.status === "completed" ? (
                    <ReasonDialog
                      label="Refund"
                      ariaLabel={`Refund ${payment.jobTitle}`}
                      title={`Refund ${formatMoney(payment.amount, payment.currency)}`}
                      description={`The held payment for "${payment.jobTitle}" goes back to ${payment.customerEmail}; the job is cancelled.`}
                      confirmLabel="Refund"
                      pendingLabel="Refunding…"
                      confirmVariant="destructive"
                      onConfirm={async (reason) => {
                        await refund.mutateAsync({ paymentId: payment.id, reason: reason ?? "" });
                        await after(
                          "Payment refunded",
                          `${formatMoney(payment.amount, payment.currency)} went back to the customer.`,
                        );
                      }}
                    />
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.data ? (
        <Pager
          label="Payment pages"
          page={page}
          pageSize={PAYMENTS_PAGE_SIZE}
          total={list.data.total}
          busy={list.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
