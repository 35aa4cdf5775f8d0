import type { Metadata } from "next";
import { DemoStepPage } from "~/features/demo/flow/demo-step-page";
import { PaymentView } from "~/features/demo/payment/payment-view";
import { loadDemoStep, type DemoStepPageProps } from "~/features/demo/server";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Demo: Payment" };

/** /demo/payment?proposal=…: step 3, the accepted proposal's payment (`demo.payment`). */
export default async function DemoPaymentPage(props: DemoStepPageProps) {
  const payment = await loadDemoStep(props, (proposalId) => api.demo.payment({ proposalId }));
  return (
    <DemoStepPage
      step={3}
      title="Secure Payment"
      description="Pay through the platform. Funds are held in escrow until the job is complete."
    >
      <PaymentView payment={payment} />
    </DemoStepPage>
  );
}
