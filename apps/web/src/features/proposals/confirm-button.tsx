"use client";

import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type ButtonProps,
} from "@skyhire/ui";
import { useState, type ReactNode } from "react";

interface ConfirmButtonProps {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the action; the dialog stays open with its buttons disabled until it settles. */
  onConfirm: () => Promise<unknown>;
  variant?: ButtonProps["variant"];
  confirmVariant?: ButtonProps["variant"];
  className?: string;
}

/** A button that asks first; one request however often the confirm button is clicked. */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  variant = "outline",
  confirmVariant = "default",
  className,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant={variant} className={className} disabled={busy}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Keep it
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
            {busy ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
