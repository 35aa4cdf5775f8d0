import { creditNotes, invoices, payments } from "@skyhire/db";

/**
 * Where a payment's money stands, as the job page, the milestones and the admin's payment list all
 * show it: the split of the amount, why a charge failed, and when it was paid, paid out, refunded.
 */
export const paymentProgressColumns = {
  platformFee: payments.platformFee,
  operatorPayout: payments.operatorPayout,
  failureMessage: payments.failureMessage,
  paidAt: payments.paidAt,
  payoutAt: payments.payoutAt,
  refundedAt: payments.refundedAt,
};

/**
 * A payment's invoice and the credit note against it, for a select that left-joins both
 * (`invoices` on the payment, `creditNotes` on the invoice): null until they are issued.
 */
export const paymentDocumentColumns = {
  invoiceNumber: invoices.number,
  creditNoteId: creditNotes.id,
  creditNoteNumber: creditNotes.number,
};
