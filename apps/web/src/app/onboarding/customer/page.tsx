import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerOnboarding } from "~/features/customer-onboarding/components/customer-onboarding";
import { PageSpinner } from "~/features/shell/page-spinner";

export const metadata: Metadata = { title: "Customer Onboarding" };

/** /onboarding/customer (docs/product.md#customer-onboarding): open to everyone; steps beyond 1 ask to sign in. */
export default function CustomerOnboardingPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <CustomerOnboarding />
    </Suspense>
  );
}
