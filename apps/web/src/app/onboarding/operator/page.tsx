import type { Metadata } from "next";
import { Suspense } from "react";
import { OperatorOnboarding } from "~/features/operator-onboarding/components/operator-onboarding";
import { PageSpinner } from "~/features/shell/page-spinner";

export const metadata: Metadata = { title: "Operator Onboarding" };

/** /onboarding/operator (docs/product.md#operator-onboarding): open to everyone; step 1 creates the account. */
export default function OperatorOnboardingPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OperatorOnboarding />
    </Suspense>
  );
}
