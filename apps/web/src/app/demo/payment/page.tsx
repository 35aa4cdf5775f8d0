import type { Metadata } from "next";
import { PaymentView } from "~/features/demo/payment/payment-view";
import { proposalStepPage } from "~/features/demo/server";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Demo: Payment" };

/** /demo/payment?proposal=…: step 3, the accepted proposal's payment (`demo.payment`). */
export default proposalStepPage({
  step: 3,
  title: "Secure Payment",
  description: "Pay through the platform. Funds are held in escrow until the job is complete.",
  read: (proposalId) => api.demo.payment({ proposalId }),
  view: (payment) => <PaymentView payment={payment} />,
});
