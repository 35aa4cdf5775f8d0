import { Button, SubmitButton } from "@skyhire/ui";

interface StepActionsProps {
  onBack: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The id of the form the submit button submits. */
  form: string;
}

/** Back (one step down, docs/product.md#operator-onboarding) and the step's submit button. */
export function StepActions({ onBack, submitLabel, busyLabel, busy, form }: StepActionsProps) {
  return (
    <div className="flex justify-between gap-3 border-t pt-6">
      <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
        Back
      </Button>
      <SubmitButton form={form} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </SubmitButton>
    </div>
  );
}
