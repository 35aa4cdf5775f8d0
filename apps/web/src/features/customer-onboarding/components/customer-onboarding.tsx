"use client";

import { STEP_LABELS } from "../copy";
import {
  buttonVariants,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
} from "@skyhire/ui";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSessionUser } from "~/features/shell/session-provider";
import { env } from "~/env";
import { useCardDetour, useHydrated, useOnboardingNav, useReturnTo } from "../navigation";
import { draftKey } from "../storage";
import { AuthRequired } from "./auth-required";
import { ContactBillingStep } from "./contact-billing-step";
import { FirstJobStep } from "./first-job-step";
import { ProgressSteps } from "~/features/onboarding/progress-steps";
import { SummaryStep } from "./summary-step";
import { TourStep } from "./tour-step";
import { WelcomeStep } from "./welcome-step";

/** /onboarding/customer: five steps (docs/product.md#customer-onboarding); the step is kept in the URL. */
export function CustomerOnboarding() {
  const user = useSessionUser();
  const { step, tour, goTo } = useOnboardingNav();
  const router = useRouter();
  const returnTo = useReturnTo();
  // Adding a card on the way to paying is not the onboarding: no "Step 2 of 5", Back returns.
  const cardOnly = useCardDetour(step, returnTo);
  // Steps 2 and 4 start from local storage, which only the browser has.
  const hydrated = useHydrated();

  let content;
  if (step === 1) {
    content = <WelcomeStep user={user} onContinue={() => goTo(2)} />;
  } else if (!user) {
    content = <AuthRequired step={step} />;
  } else if (user.role !== "customer") {
    content = <CustomersOnly />;
  } else if (!hydrated) {
    content = (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  } else if (step === 2) {
    content = (
      <ContactBillingStep
        user={user}
        storageKey={draftKey(user.id, "contact")}
        stripePublishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
        cardOnly={cardOnly}
        onBack={() => (cardOnly && returnTo ? router.push(returnTo) : goTo(1))}
        onDone={() => (returnTo ? router.push(returnTo) : goTo(3, 1))}
      />
    );
  } else if (step === 3) {
    content = (
      <TourStep
        part={tour}
        onPart={(part) => goTo(3, part)}
        onBack={() => goTo(2)}
        onDone={() => goTo(4)}
      />
    );
  } else if (step === 4) {
    content = (
      <FirstJobStep
        storageKey={draftKey(user.id, "job")}
        onBack={() => goTo(3, 3)}
        onDone={() => goTo(5)}
      />
    );
  } else {
    content = <SummaryStep />;
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      {cardOnly ? null : <ProgressSteps step={step} labels={STEP_LABELS} />}
      {/* A new key per step: each step's form starts from its stored draft. */}
      <div key={step}>{content}</div>
    </div>
  );
}

function CustomersOnly() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Customer accounts only</CardTitle>
        <CardDescription>
          This onboarding sets up a customer account; you are signed in with another role.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link href="/" className={buttonVariants()}>
          Go to Home
        </Link>
      </CardContent>
    </Card>
  );
}
