"use client";

import type { SessionUser } from "@skyhire/validators";
import { Spinner } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSessionUser } from "~/features/shell/session-provider";
import { useTRPC } from "~/trpc/react";
import { STEP_LABELS, STEP_TITLES } from "../copy";
import { useHydrated, useStepNav } from "../navigation";
import { AccountStep } from "./account-step";
import { ProgressSteps } from "~/features/onboarding/progress-steps";
import { ReviewStep } from "./review-step";
import { SignInRequired } from "./sign-in-required";
import { StepCard } from "./step-card";
import { ProfileSteps } from "./profile-steps";

const DESCRIPTIONS: Record<number, string> = {
  1: "Join Skyhire as a certified drone operator.",
  2: "Tell us who you are and how to reach you.",
  3: "Your licences, insurance and proof of competency. Our admin team checks them before you go live.",
  4: "What customers see about you, and how you work.",
  5: "Thank you! Your profile has been submitted.",
};

/** /onboarding/operator: five steps (docs/product.md#operator-onboarding); the step is kept in the URL (?step=N). */
export function OperatorOnboarding() {
  const sessionUser = useSessionUser();
  // Step 1 signs the new operator in; this page keeps that user until the server render catches up.
  const [signedInUser, setSignedInUser] = useState<SessionUser | null>(null);
  const user = signedInUser ?? sessionUser;
  const { step, goTo } = useStepNav();
  // The forms start from local storage, which only the browser has.
  const hydrated = useHydrated();

  let content;
  if (!hydrated) {
    content = <Loading />;
  } else if (step === 1) {
    content = (
      <AccountStep
        user={user}
        onDone={(next) => {
          setSignedInUser(next);
          goTo(2);
        }}
      />
    );
  } else if (!user) {
    content = <SignInRequired step={step} onCreateAccount={() => goTo(1)} />;
  } else if (step === 5) {
    content = <ReviewStep onStart={() => goTo(2)} />;
  } else {
    content = <SignedInSteps user={user} step={step} goTo={goTo} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <ProgressSteps step={step} labels={STEP_LABELS} />
      <StepCard
        title={STEP_TITLES[step as keyof typeof STEP_TITLES]}
        description={DESCRIPTIONS[step]}
      >
        {content}
      </StepCard>
    </div>
  );
}

/** Steps 2–4 start from this browser's drafts, else from a profile submitted before: wait for that read. */
function SignedInSteps({
  user,
  step,
  goTo,
}: {
  user: SessionUser;
  step: number;
  goTo: (step: number) => void;
}) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.operatorOnboarding.mine.queryOptions());
  if (mine.isPending) return <Loading />;
  // A failed read only means starting from empty forms.
  return (
    <ProfileSteps
      key={user.id}
      user={user}
      step={step}
      goTo={goTo}
      submitted={mine.data?.values ?? null}
      review={
        mine.data ? { status: mine.data.approvalStatus, reason: mine.data.rejectionReason } : null
      }
    />
  );
}

function Loading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
