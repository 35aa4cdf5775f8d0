"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

interface ConfirmActionProps {
  /** The button that opens the dialog. */
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the action; the dialog stays open, its buttons disabled, until it settles. */
  onConfirm: () => Promise<unknown>;
  /** Also busy while something outside runs (a request started elsewhere on the page). */
  pending?: boolean;
  variant?: ButtonProps["variant"];
  confirmVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  testId?: string;
}

interface ActionDialogProps {
  /** The button that opens the dialog. */
  label: ReactNode;
  /** Accessible name of that button when its label alone is ambiguous in a list. */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the action runs the dialog cannot be closed. */
  busy: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Disables the opening button too (ConfirmAction, while the action runs). */
  disabled?: boolean;
  testId?: string;
  /** What the dialog asks, under its title: the buttons, or a form with its fields and buttons. */
  children: ReactNode;
}

/** A button that opens a dialog about one action: the shell of ConfirmAction and of the admin's reason dialog. */
export function ActionDialog({
  label,
  ariaLabel,
  title,
  description,
  open,
  onOpenChange,
  busy,
  variant,
  size,
  className,
  disabled,
  testId,
  children,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogTrigger asChild>
        <Button
          variant={variant}
          size={size}
          className={className}
          disabled={disabled}
          aria-label={ariaLabel}
          data-testid={testId}
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A button that asks first. The confirm button is disabled while the action runs, so a double
 * click sends one request; the server also refuses a second one.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending = false,
  variant = "default",
  confirmVariant,
  size,
  className,
  testId,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const busy = pending || running;

  async function confirm() {
    if (busy) return;
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      setOpen(false);
    }
  }

  return (
    <ActionDialog
      label={label}
      title={title}
      description={description}
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      variant={variant}
      size={size}
      className={className}
      disabled={busy}
      testId={testId}
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Keep as is
          </Button>
        </DialogClose>
        <Button variant={confirmVariant ?? variant} onClick={() => void confirm()} disabled={busy}>
          {busy ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
