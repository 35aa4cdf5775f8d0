"use client";

import { DISPUTE_LIMITS, DISPUTE_REASONS, DISPUTE_REASON_LABELS, openDisputeSchema, type DisputeReason } from "@skyhire/validators";
import { Button, Label, Select, Textarea } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { reportActionError } from "~/features/customer-jobs/errors";
import { FieldError } from "~/features/forms/field";
import { AttachButton, PendingAttachments, useAttachmentPicker } from "~/features/messages/attachment-picker";
import { useTRPC } from "~/trpc/react";

/**
 * "Dispute" on a funded milestone (issue 15 §3): a reason from the fixed list, a description and
 * evidence files (uploaded into the milestone's dispute as soon as they are picked).
 * The milestone's money is frozen from then on; the thread opens below the milestones.
 */
export function OpenDisputeForm({ jobId, milestoneId }: { jobId: string; milestoneId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useMutation(trpc.disputes.open.mutationOptions());
  const [shown, setShown] = useState(false);
  const [reason, setReason] = useState<DisputeReason>("not_as_described");
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | undefined>();
  // A second click before the first answer would open a second dispute and be told it exists.
  const sending = useRef(false);
  const evidence = useAttachmentPicker({ milestoneId });
  const textId = `dispute-text-${milestoneId}`;

  if (!shown) {
    return (
      <Button size="sm" variant="outline" className="self-start" onClick={() => setShown(true)}>
        Dispute
      </Button>
    );
  }

  async function submit() {
    if (evidence.uploading || sending.current) return;
    // The server's own rule for the description, checked here first: its message under the field.
    const checked = openDisputeSchema.shape.text.safeParse(text);
    setTextError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    sending.current = true;
    try {
      await open.mutateAsync({ milestoneId, reason, text, attachmentIds: evidence.ids() });
      evidence.reset();
      toast({ title: "Dispute opened", description: "The milestone's money is frozen until the dispute is resolved." });
      setShown(false);
    } catch (error) {
      reportActionError(error, "Dispute", jobId);
    } finally {
      sending.current = false;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.milestones.list.queryKey({ id: jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.disputes.ofJob.queryKey({ jobId }) }),
    ]);
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-dashed p-3"
      data-testid="open-dispute-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={`dispute-reason-${milestoneId}`}>Reason</Label>
      <Select id={`dispute-reason-${milestoneId}`} value={reason} onChange={(event) => setReason(event.target.value as DisputeReason)}>
        {DISPUTE_REASONS.map((value) => (
          <option key={value} value={value}>
            {DISPUTE_REASON_LABELS[value]}
          </option>
        ))}
      </Select>
      <Label htmlFor={textId}>What went wrong?</Label>
      <Textarea
        id={textId}
        rows={3}
        required
        maxLength={DISPUTE_LIMITS.textMax}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? `${textId}-error` : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <FieldError id={`${textId}-error`} message={textError} />
      <PendingAttachments picker={evidence} errorId={`dispute-evidence-error-${milestoneId}`} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" disabled={open.isPending || evidence.uploading}>
          {evidence.uploading ? "Uploading…" : "Open dispute"}
        </Button>
        <AttachButton picker={evidence} size="sm" />
        <Button size="sm" type="button" variant="ghost" onClick={() => setShown(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
