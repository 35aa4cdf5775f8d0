"use client";

import {
  DISPUTE_LIMITS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_LABELS,
  decisionConfirmation,
  decisionShareProblem,
  disputeDecisionSchema,
  formatMoney,
  shareText,
  type DisputeOutcome,
} from "@skyhire/validators";
import { ActionDialog, Badge, Button, Card, CardContent, DialogClose, DialogFooter, Input, Label, Select, Textarea } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { serverMessage } from "~/features/customer-jobs/errors";
import { DisputeRecord } from "~/features/disputes/dispute-record";
import { DISPUTE_STATUS_VARIANT, disputeDate, disputeStatusLabel } from "~/features/disputes/format";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { useAfterAdminAction } from "../use-admin-mutation";

type Item = NonNullable<ReturnType<typeof useDisputeList>["data"]>["items"][number];

function useDisputeList() {
  const trpc = useTRPC();
  return useQuery(trpc.disputes.list.queryOptions({}));
}

/**
 * /admin/disputes (issue 15 §3): every dispute, unresolved first and oldest first, with its age and
 * amount, its thread and evidence on demand; an escalated one gets the decision form (release,
 * refund or split, with a written reason).
 */
export function DisputeQueue() {
  const list = useDisputeList();
  useLoginRedirectOn401(list.error);
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (!list.data) return <ListError>The disputes could not be loaded. Please reload the page.</ListError>;
  if (list.data.items.length === 0) return <EmptyList>No disputes.</EmptyList>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Disputes">
      {list.data.items.map((item) => (
        <li key={item.id}>
          <DisputeRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function DisputeRow({ item }: { item: Item }) {
  return (
    <Card data-testid="admin-dispute" data-status={item.status}>
      <CardContent className="flex flex-col gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link href={`/jobs/${item.jobRequestId}`} className="font-medium break-words underline-offset-4 hover:underline">
            {item.jobTitle} — {item.milestoneTitle}
          </Link>
          <Badge variant={DISPUTE_STATUS_VARIANT[item.status]}>{disputeStatusLabel(item.status)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          <span data-testid="admin-dispute-amount">{formatMoney(item.amount, item.currency)}</span> ·{" "}
          {DISPUTE_REASON_LABELS[item.reason]} · opened {disputeDate(item.openedAt)} ·{" "}
          <span data-testid="admin-dispute-age">
            {item.ageDays} {item.ageDays === 1 ? "day" : "days"}
            {item.resolvedAt ? " to resolve" : " old"}
          </span>
        </p>
        {item.outcome && item.operatorAmount ? (
          <p className="text-sm">
            {DISPUTE_OUTCOME_LABELS[item.outcome]}: {shareText({ amount: item.amount, operatorAmount: item.operatorAmount, currency: item.currency })}
          </p>
        ) : null}
        <DisputeDetails id={item.id} />
        {item.status === "escalated" ? <DecisionForm item={item} /> : null}
      </CardContent>
    </Card>
  );
}

/** The dispute's text, evidence files and thread, loaded when the admin opens them. */
function DisputeDetails({ id }: { id: string }) {
  const trpc = useTRPC();
  const [shown, setShown] = useState(false);
  const dispute = useQuery({ ...trpc.disputes.byId.queryOptions({ id }), enabled: shown });
  if (!shown) {
    return (
      <Button size="sm" variant="outline" className="self-start" onClick={() => setShown(true)}>
        Show thread and evidence
      </Button>
    );
  }
  if (dispute.isPending) return <ListSkeleton rows={1} />;
  if (!dispute.data) return <ListError>The dispute could not be loaded. Please reload the page.</ListError>;
  return (
    <div className="flex flex-col gap-2" data-testid="admin-dispute-details">
      <DisputeRecord dispute={dispute.data} />
    </div>
  );
}

/**
 * Release, refund or split with a written reason. Decide checks the form first, then asks, stating
 * what goes to each side, before any money moves (issue 34 §10).
 */
function DecisionForm({ item }: { item: Item }) {
  const trpc = useTRPC();
  const decide = useMutation(trpc.disputes.decide.mutationOptions());
  const after = useAfterAdminAction();
  const [outcome, setOutcome] = useState<DisputeOutcome>("refund");
  const [operatorAmount, setOperatorAmount] = useState("");
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const decision = {
    id: item.id,
    outcome,
    operatorAmount: outcome === "split" ? operatorAmount : undefined,
    reason,
  };

  /** Opens the confirmation only for a decision the server would take; else says what is missing. */
  function ask(open: boolean) {
    if (!open) return setAsking(false);
    const checked = disputeDecisionSchema.safeParse(decision);
    const problem = checked.success
      ? decisionShareProblem({ outcome, amount: item.amount, operatorAmount: checked.data.operatorAmount ?? "0" })
      : checked.error.issues[0]?.message;
    if (problem) {
      toast({ variant: "destructive", title: "Decision", description: problem });
      return;
    }
    setAsking(true);
  }

  async function submit() {
    try {
      await decide.mutateAsync(decision);
      await after("Dispute decided", "Both parties were told; the money has moved.");
    } catch (error) {
      toast({ variant: "destructive", title: "Decision", description: serverMessage(error) });
    } finally {
      setAsking(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-dashed p-3"
      data-testid="decision-form"
      onSubmit={(event) => {
        event.preventDefault();
        ask(true);
      }}
    >
      <Label htmlFor={`outcome-${item.id}`}>Decision</Label>
      <Select id={`outcome-${item.id}`} value={outcome} onChange={(event) => setOutcome(event.target.value as DisputeOutcome)}>
        {DISPUTE_OUTCOMES.map((value) => (
          <option key={value} value={value}>
            {DISPUTE_OUTCOME_LABELS[value]}
          </option>
        ))}
      </Select>
      {outcome === "split" ? (
        <>
          <Label htmlFor={`share-${item.id}`}>Operator&apos;s share ({item.currency})</Label>
          <Input id={`share-${item.id}`} inputMode="decimal" value={operatorAmount} onChange={(event) => setOperatorAmount(event.target.value)} />
        </>
      ) : null}
      <Label htmlFor={`reason-${item.id}`}>Reason (both parties see it)</Label>
      <Textarea
        id={`reason-${item.id}`}
        rows={2}
        minLength={DISPUTE_LIMITS.decisionReasonMin}
        maxLength={DISPUTE_LIMITS.decisionReasonMax}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ActionDialog
        label="Decide"
        title="Decide this dispute?"
        description={decisionConfirmation({ outcome, amount: item.amount, operatorAmount, currency: item.currency })}
        open={asking}
        onOpenChange={ask}
        busy={decide.isPending}
        size="sm"
        className="self-start"
        disabled={decide.isPending}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={decide.isPending}>
              Keep as is
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={decide.isPending}>
            {decide.isPending ? "Moving the money…" : "Decide and move the money"}
          </Button>
        </DialogFooter>
      </ActionDialog>
    </form>
  );
}
