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
import { useTRPC } from "~/trpc/react";
import { DISPUTE_STATUS_VARIANT, disputeDate, disputeStatusLabel } from "./format";
import type { DisputeView } from "./types";

/**
 * The disputes of a job's milestones on the job page (issue 15 §3), for the customer and the
 * operator: the thread, settlement proposals with the other side's Accept, and "Ask an admin".
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
  const [percent, setPercent] = useState("70");
  const busy = message.isPending || propose.isPending || accept.isPending || escalate.isPending;
  const amountCents = Math.round(Number(dispute.amount) * 100);
  const shareCents = Math.round((amountCents * Math.min(100, Math.max(0, Number(percent) || 0))) / 100);
  const share = `${Math.floor(shareCents / 100)}.${String(shareCents % 100).padStart(2, "0")}`;

  async function run(call: () => Promise<unknown>, success: string) {
    try {
      await call();
      toast({ title: success });
    } catch (error) {
      reportActionError(error, "Dispute", jobId);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.disputes.ofJob.queryKey({ jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.milestones.list.queryKey({ id: jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.proposals.byJob.queryKey({ jobId }) }),
    ]);
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
      <p className="text-sm break-words whitespace-pre-line">{dispute.text}</p>
      {dispute.outcome && dispute.operatorAmount ? (
        <p className="text-sm font-medium" data-testid="dispute-outcome">
          {DISPUTE_OUTCOME_LABELS[dispute.outcome]}: {shareText({ amount: dispute.amount, operatorAmount: dispute.operatorAmount, currency: dispute.currency })}
          {dispute.executedAt ? " — the money has moved." : " — the money is being moved."}
          {dispute.decisionReason ? ` Admin's reason: ${dispute.decisionReason}` : ""}
        </p>
      ) : null}

      {dispute.messages.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label="Messages">
          {dispute.messages.map((m) => (
            <li key={m.id} className="rounded bg-muted p-2 text-sm" data-testid="dispute-message">
              <span className="font-medium capitalize">{m.side}</span>: <span className="break-words whitespace-pre-line">{m.body}</span>
            </li>
          ))}
        </ol>
      ) : null}

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
            void run(() => message.mutateAsync({ id: dispute.id, body }), "Message sent").then(() => setBody(""));
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
          <Button size="sm" type="submit" className="self-start" disabled={busy || body.trim() === ""}>
            Send
          </Button>
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
