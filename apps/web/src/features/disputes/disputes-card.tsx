"use client";

import {
  DISPUTE_LIMITS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  formatMoney,
  shareText,
} from "@skyhire/validators";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Textarea } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { reportActionError } from "~/features/customer-jobs/errors";
import { AttachButton, PendingAttachments, useAttachmentPicker } from "~/features/messages/attachment-picker";
import { useTRPC } from "~/trpc/react";
import { DisputeRecord } from "./dispute-record";
import { DISPUTE_STATUS_VARIANT, disputeDate, disputeStatusLabel } from "./format";
import type { DisputeView } from "./types";

/**
 * The disputes of a job's milestones on the job page (issue 15 §3), for the customer and the
 * operator: the thread with its evidence files (a party may attach more to a reply), settlement
 * proposals with the other side's Accept, and "Ask an admin".
 * What the viewer may do follows the server's `actions` flags.
 */
export function DisputesCard({ jobId }: { jobId: string }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.disputes.ofJob.queryOptions({ jobId }));
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card data-testid="disputes-card">
      <CardHeader>
        <CardTitle>Disputes</CardTitle>
        <CardDescription>A disputed milestone&apos;s money stays frozen until you settle or an admin decides.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {items.map((dispute) => (
          <DisputeThread key={dispute.id} jobId={jobId} dispute={dispute} />
        ))}
      </CardContent>
    </Card>
  );
}

function DisputeThread({ jobId, dispute }: { jobId: string; dispute: DisputeView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const message = useMutation(trpc.disputes.message.mutationOptions());
  const propose = useMutation(trpc.disputes.proposeSettlement.mutationOptions());
  const accept = useMutation(trpc.disputes.acceptSettlement.mutationOptions());
  const escalate = useMutation(trpc.disputes.escalate.mutationOptions());
  const [body, setBody] = useState("");
  const evidence = useAttachmentPicker({ milestoneId: dispute.milestoneId });
  const isParty = dispute.viewer !== "admin";
  const [percent, setPercent] = useState("70");
  const busy = message.isPending || propose.isPending || accept.isPending || escalate.isPending;
  const amountCents = Math.round(Number(dispute.amount) * 100);
  const shareCents = Math.round((amountCents * Math.min(100, Math.max(0, Number(percent) || 0))) / 100);
  const share = `${Math.floor(shareCents / 100)}.${String(shareCents % 100).padStart(2, "0")}`;

  /** Runs an action, tells how it went and reloads what it changed; true when it succeeded. */
  async function run(call: () => Promise<unknown>, success: string): Promise<boolean> {
    let done = false;
    try {
      await call();
      toast({ title: success });
      done = true;
    } catch (error) {
      reportActionError(error, "Dispute", jobId);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.disputes.ofJob.queryKey({ jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.milestones.list.queryKey({ id: jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.proposals.byJob.queryKey({ jobId }) }),
    ]);
    return done;
  }

  return (
    <section className="flex flex-col gap-3 rounded-md border p-3" data-testid="dispute" data-status={dispute.status} aria-label={`Dispute about ${dispute.milestoneTitle}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">
          {dispute.milestonePosition}. {dispute.milestoneTitle} · {formatMoney(dispute.amount, dispute.currency)}
        </span>
        <Badge variant={DISPUTE_STATUS_VARIANT[dispute.status]} data-testid="dispute-status">
          {disputeStatusLabel(dispute.status)}
        </Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">{DISPUTE_REASON_LABELS[dispute.reason]}</span> — opened by the {dispute.openedBy} on{" "}
        {disputeDate(dispute.openedAt)}
        {dispute.escalatesAt ? `; goes to an admin on ${disputeDate(dispute.escalatesAt)} if not settled` : ""}.
      </p>
      {dispute.outcome && dispute.operatorAmount ? (
        <p className="text-sm font-medium" data-testid="dispute-outcome">
          {DISPUTE_OUTCOME_LABELS[dispute.outcome]}: {shareText({ amount: dispute.amount, operatorAmount: dispute.operatorAmount, currency: dispute.currency })}
          {dispute.executedAt ? " — the money has moved." : " — the money is being moved."}
          {dispute.decisionReason ? ` Admin's reason: ${dispute.decisionReason}` : ""}
        </p>
      ) : null}

      <DisputeRecord dispute={dispute} />

      {dispute.settlements.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Settlement proposals">
          {dispute.settlements.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="settlement" data-status={s.status}>
              <span>
                The {s.proposedBy} proposed {shareText({ amount: dispute.amount, operatorAmount: s.operatorAmount, currency: dispute.currency })}
                {s.status === "superseded" ? " (replaced)" : s.status === "accepted" ? " (accepted)" : ""}
              </span>
              {s.canAccept ? (
                <Button size="sm" disabled={busy} onClick={() => void run(() => accept.mutateAsync({ id: s.id }), "Settlement accepted")}>
                  Accept settlement
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {dispute.actions.canMessage ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (evidence.uploading) return;
            void run(() => message.mutateAsync({ id: dispute.id, body, attachmentIds: evidence.ids() }), "Message sent").then((sent) => {
              if (!sent) return;
              setBody("");
              evidence.reset();
            });
          }}
        >
          <Label htmlFor={`dispute-message-${dispute.id}`}>Reply</Label>
          <Textarea
            id={`dispute-message-${dispute.id}`}
            rows={2}
            maxLength={DISPUTE_LIMITS.messageMax}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {isParty ? <PendingAttachments picker={evidence} errorId={`dispute-files-error-${dispute.id}`} /> : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" type="submit" disabled={busy || evidence.uploading || body.trim() === ""}>
              {evidence.uploading ? "Uploading…" : "Send"}
            </Button>
            {isParty ? <AttachButton picker={evidence} size="sm" /> : null}
          </div>
        </form>
      ) : null}

      {dispute.actions.canPropose ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => propose.mutateAsync({ id: dispute.id, operatorAmount: share }), "Settlement proposed");
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`dispute-share-${dispute.id}`}>Operator&apos;s share (%)</Label>
            <Input
              id={`dispute-share-${dispute.id}`}
              type="number"
              min={0}
              max={100}
              step={1}
              className="w-28"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </div>
          <span className="pb-2 text-sm text-muted-foreground" data-testid="settlement-preview">
            {shareText({ amount: dispute.amount, operatorAmount: share, currency: dispute.currency })}
          </span>
          <Button size="sm" type="submit" disabled={busy}>
            Propose settlement
          </Button>
        </form>
      ) : null}

      {dispute.actions.canEscalate ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={busy}
          onClick={() => void run(() => escalate.mutateAsync({ id: dispute.id }), "Sent to an admin")}
        >
          Ask an admin to decide
        </Button>
      ) : null}
    </section>
  );
}
