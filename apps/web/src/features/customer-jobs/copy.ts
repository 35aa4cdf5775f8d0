/** Texts of the customer's job page; the toasts and the test-mode marker are fixed by the issue. */
export const JOB_COPY = {
  testMode: "Test mode — no real money moves",
  fundsSecured: { title: "Funds Secured", description: "Payment held in escrow until job completion" },
  paymentProcessing: {
    title: "Payment processing",
    description: "Your bank is still confirming the payment. This page shows the result once it settles.",
  },
  paymentError: "Payment Error",
  errorTitle: "Error",
  accepted: { title: "Proposal accepted", description: "Pay now to secure the operator: the money is held in escrow." },
  declined: { title: "Proposal declined", description: "The operator has been told." },
  completed: { title: "Job completed", description: "The payment has been released to the operator." },
  cancelled: { title: "Job cancelled", description: "Pending proposals have been closed." },
  refunded: { title: "Job cancelled", description: "Your payment has been refunded." },
  noCard: "No payment method saved yet. Add a card to pay for this job; you'll come straight back here.",
  addCard: "Add a payment method",
} as const;
