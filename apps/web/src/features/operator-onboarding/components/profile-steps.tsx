"use client";

import {
  type ApprovalStatus,
  operatorBasicInfoSchema,
  operatorDocumentsSchema,
  type OperatorProfileStepValues,
  type SessionUser,
} from "@skyhire/validators";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useRef } from "react";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { failureText } from "../errors";
import { loginUrl } from "../steps";
import { clearDraft, draftKey, initialDrafts, writeDraftQuietly, type Drafts, type DraftStep } from "../storage";
import { BasicInfoStep } from "./basic-info-step";
import { DocumentsStep } from "./documents-step";
import { ProfileStep } from "./profile-step";

interface ProfileStepsProps {
  user: SessionUser;
  step: number;
  goTo: (step: number) => void;
  /** What the operator submitted before, when there is no draft in this browser. */
  submitted: unknown;
  /** The review of that earlier submission, if any. */
  review: { status: ApprovalStatus; reason: string | null } | null;
}

const DRAFT_STEPS: DraftStep[] = ["basic", "documents", "profile"];

/**
 * Steps 2–4. Each step's values are merged locally (docs/product.md#operator-onboarding) — kept here and in local storage
 * on every change — and step 4 sends them together: POST /api/operator-profile (operatorOnboarding.submit).
 */
export function ProfileSteps({ user, step, goTo, submitted, review }: ProfileStepsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const drafts = useRef<Drafts | null>(null);
  drafts.current ??= initialDrafts(user.id, submitted);
  const submit = useMutation(trpc.operatorOnboarding.submit.mutationOptions());

  const keep = useCallback(
    <S extends DraftStep>(name: S) =>
      (values: Drafts[S]) => {
        if (drafts.current) drafts.current[name] = values;
        // Storage may be refused (private mode); the drafts above still carry this visit.
        writeDraftQuietly(draftKey(user.id, name), values);
      },
    [user.id],
  );
  const keepBasic = useCallback((values: Drafts["basic"]) => keep("basic")(values), [keep]);
  const keepDocuments = useCallback((values: Drafts["documents"]) => keep("documents")(values), [keep]);
  const keepProfile = useCallback((values: Drafts["profile"]) => keep("profile")(values), [keep]);

  async function onSubmit(profile: OperatorProfileStepValues) {
    const current = drafts.current;
    if (!current) return;
    // Each earlier step was checked on Continue; a step skipped through the URL is sent back to.
    const basic = operatorBasicInfoSchema.safeParse(current.basic);
    if (!basic.success) return incomplete(2);
    const documents = operatorDocumentsSchema.safeParse(current.documents);
    if (!documents.success) return incomplete(3);

    try {
      await submit.mutateAsync({ ...basic.data, ...documents.data, ...profile });
    } catch (error) {
      toast({ ...TOASTS.submissionFailed, description: failureText(error), variant: "destructive" });
      if (isUnauthorizedError(error)) window.location.assign(loginUrl(4));
      return;
    }
    toast(TOASTS.profileSubmitted);
    for (const name of DRAFT_STEPS) clearDraft(draftKey(user.id, name));
    await queryClient.invalidateQueries({ queryKey: trpc.operatorOnboarding.mine.queryKey() });
    // The account is an operator's now: the navigation renders for that role.
    router.refresh();
    goTo(5);
  }

  function incomplete(backTo: number) {
    toast({
      ...TOASTS.submissionFailed,
      description: `Please complete step ${backTo} first.`,
      variant: "destructive",
    });
    goTo(backTo);
  }

  const current = drafts.current;
  if (step === 2) {
    return <BasicInfoStep key="basic" initial={current.basic} onDraft={keepBasic} onBack={() => goTo(1)} onDone={() => goTo(3)} />;
  }
  if (step === 3) {
    return (
      <DocumentsStep key="documents" initial={current.documents} onDraft={keepDocuments} onBack={() => goTo(2)} onDone={() => goTo(4)} />
    );
  }
  return (
    <ProfileStep
      key="profile"
      initial={current.profile}
      onDraft={keepProfile}
      onBack={() => goTo(3)}
      onSubmit={onSubmit}
      notice={resubmissionNotice(review)}
    />
  );
}

/** Before a resubmission: what the earlier review said, and what submitting again does. */
function resubmissionNotice(review: ProfileStepsProps["review"]): string | undefined {
  if (review?.status === "approved") {
    return "Your profile is approved. Submitting it again sends it back to our admin team for review; your listings are hidden until it is approved again.";
  }
  if (review?.status === "rejected") {
    return `Your last submission was not approved. Reviewer's reason: ${review.reason ?? "No reason was given."}`;
  }
  return undefined;
}
