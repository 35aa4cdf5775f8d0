"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  ActionDialog,
  Button,
  DialogClose,
  DialogFooter,
  Textarea,
  type ButtonProps,
  SubmitButton,
} from "@skyhire/ui";
import {
  adminNoteFormSchema,
  adminReasonFormSchema,
  type AdminReasonFormInput,
} from "@skyhire/validators";
import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { redirectToLogin } from "~/features/shell/logged-out";
import { serverFieldErrors, serverMessage } from "~/features/forms/server-errors";
import { isUnauthorizedError } from "~/lib/http-error";
import { FormAlert } from "~/features/forms/alert";
import { describedBy, FormField } from "~/features/forms/field";

export interface ReasonDialogProps {
  /** The button that opens the dialog. */
  label: ReactNode;
  /** Accessible name of that button when its label alone is ambiguous in a list. */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** A required reason (10+ characters) or an optional note. */
  optional?: boolean;
  reasonLabel?: string;
  /** Runs the action; a refusal stays in the dialog with the typing kept. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  variant?: ButtonProps["variant"];
  confirmVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** Extra fields above the reason (e.g. the new role). */
  children?: ReactNode;
  testId?: string;
}

/**
 * A button that opens a dialog asking why (issue 6: every admin action records its reason). The
 * reason is checked by the same schema as the procedure; the server's own refusal is shown in
 * the dialog, which stays open so nothing typed is lost.
 */
export function ReasonDialog({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  pendingLabel,
  optional = false,
  reasonLabel,
  onConfirm,
  variant = "outline",
  confirmVariant = "default",
  size = "sm",
  children,
  testId,
}: ReasonDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminReasonFormInput>({
    resolver: zodResolver(optional ? adminNoteFormSchema : adminReasonFormSchema),
    defaultValues: { reason: "" },
  });
  const busy = form.formState.isSubmitting;
  const reasonError = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason.trim() === "" ? undefined : reason.trim());
      form.reset({ reason: "" });
      setOpen(false);
    } catch (error) {
      if (isUnauthorizedError(error)) {
        redirectToLogin();
        return;
      }
      const fieldMessage = serverFieldErrors(error).reason;
      if (fieldMessage) form.setError("reason", { type: "server", message: fieldMessage });
      else setFailure(serverMessage(error) || "Something went wrong. Please try again.");
    }
  });

  return (
    <ActionDialog
      label={label}
      ariaLabel={ariaLabel}
      title={title}
      description={description}
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      variant={variant}
      size={size}
      testId={testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {children}
        <FormField
          id={`${id}-reason`}
          label={reasonLabel ?? (optional ? "Note (optional)" : "Reason")}
          error={reasonError}
        >
          <Textarea {...describedBy(`${id}-reason`, reasonError)} {...form.register("reason")} />
        </FormField>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <SubmitButton variant={confirmVariant} disabled={busy}>
            {busy ? pendingLabel : confirmLabel}
          </SubmitButton>
        </DialogFooter>
      </form>
    </ActionDialog>
  );
}
