"use client";

import {
  operatorProfileCompletion,
  PUBLISH_BELOW_THRESHOLD_MESSAGE,
  type OperatorCompletionCriterion,
} from "@skyhire/validators";
import { Progress } from "@skyhire/ui";
import { useWatch } from "react-hook-form";
import { useEditorForm } from "./editor-form";

const CRITERION_LABELS: Record<OperatorCompletionCriterion, string> = {
  companyName: "Company name",
  bio: "Bio of at least 50 characters",
  qualifications: "A qualification",
  licences: "A licence",
  insuranceDocs: "An insurance document",
  serviceAreas: "A service area",
  portfolioItems: "A portfolio item",
  defaultMargin: "A default margin",
};

/** Live completion over the 8 criteria (docs/product.md#operator-profile-editor), from the same function the server uses. */
export function useCompletion() {
  const { control } = useEditorForm();
  const values = useWatch({ control });
  return operatorProfileCompletion(values);
}

export function CompletionBar() {
  const completion = useCompletion();
  return (
    <div className="flex flex-col gap-2" data-testid="profile-completion">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span id="completion-label" className="font-medium">
          Profile Completion
        </span>
        <span>{completion.percent}%</span>
      </div>
      <Progress value={completion.percent} aria-labelledby="completion-label" />
      {completion.missing.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Still to add: {completion.missing.map((c) => CRITERION_LABELS[c]).join(", ")}.
        </p>
      ) : null}
      {!completion.canPublish ? (
        <p className="text-sm text-muted-foreground" data-testid="publish-threshold">
          {PUBLISH_BELOW_THRESHOLD_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
