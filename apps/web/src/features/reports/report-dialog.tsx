"use client";

import { ActionDialog, Button, DialogClose, DialogFooter, SubmitButton, Textarea } from "@skyhire/ui";
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportTargetType,
} from "@skyhire/validators";
import { Flag } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "~/features/forms/alert";
import { describedBy, FormField, SelectField } from "~/features/forms/field";

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** What the dialog says it reports ("this review", "this listing"). */
const NOUN: Record<ReportTargetType, string> = { review: "review", listing: "listing" };

/**
 * The Report button and its dialog (docs/product.md#reports): a reason from the list and details,
 * sent to POST /api/reports with plain fetch (the page stays free of the API client). The server's
 * refusal (400 with the field's message, 409 already reported, 429) is shown in the dialog.
 */
export function ReportDialog({
  targetType,
  targetId,
  name,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** What the button's accessible name reports ("Report review by Sam P."). */
  name: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const trimmed = details.trim();
    const found = {
      reason: reason === "" ? REPORT_MESSAGES.reason : undefined,
      details:
        trimmed.length < REPORT_LIMITS.detailsMin
          ? REPORT_MESSAGES.detailsShort
          : trimmed.length > REPORT_LIMITS.detailsMax
            ? REPORT_MESSAGES.detailsLong
            : undefined,
    };
    setErrors(found);
    if (found.reason || found.details) return;
    setBusy(true);
    try {
      const response = await fetch("/api/reports", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ targetType, targetId, reason, details: trimmed }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        setFailure(body.message ?? "Something went wrong. Please try again.");
        return;
      }
      setSent(true);
    } catch {
      setFailure("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      label={
        <>
          <Flag aria-hidden="true" />
          Report
        </>
      }
      ariaLabel={`Report ${name}`}
      title={`Report this ${NOUN[targetType]}`}
      description="Tell our team what is wrong. We look at every report; the person you report is not told who sent it."
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      variant="ghost"
      size="sm"
      className="text-muted-foreground"
    >
      {sent ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm">
            Thank you — your report was sent. You can follow it under Account → Reports.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">Done</Button>
            </DialogClose>
          </DialogFooter>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <SelectField
            id={`${id}-reason`}
            label="Reason"
            placeholder="Choose a reason"
            options={REASON_OPTIONS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          <FormField id={`${id}-details`} label="Details" error={errors.details}>
            <Textarea
              {...describedBy(`${id}-details`, errors.details)}
              value={details}
              maxLength={REPORT_LIMITS.detailsMax}
              onChange={(event) => setDetails(event.target.value)}
            />
          </FormField>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton disabled={busy}>{busy ? "Sending…" : "Send report"}</SubmitButton>
          </DialogFooter>
        </form>
      )}
    </ActionDialog>
  );
}
