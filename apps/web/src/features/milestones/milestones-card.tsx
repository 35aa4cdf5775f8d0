"use client";

import {
  deliverMilestoneSchema,
  AUTO_RELEASED_NOTE,
  LIFECYCLE_LIMITS,
  autoReleaseNotice,
  formatMoney,
  type MilestoneState,
} from "@skyhire/validators";
import {
  Badge,
  Button,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmAction,
  Textarea,
} from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { JOB_COPY } from "~/features/customer-jobs/copy";
import { reportActionError } from "~/features/customer-jobs/errors";
import { OpenDisputeForm } from "~/features/disputes/open-dispute-form";
import { FieldError } from "~/features/forms/field";
import { utcDay } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { isDeal, unfundedTotalFrom } from "./deal";
import { milestoneStateLabel, underDispute } from "./progress";

const STATE_VARIANT: Record<MilestoneState, BadgeVariant> = {
  planned: "grey",
  unfunded: "secondary",
  funding: "blue",
  funded: "blue",
  delivered: "secondary",
  released: "green",
  refunded: "grey",
};

/**
 * The milestones of a job's deal (docs/product.md#a-deal-of-several-milestones-on-the-job-page) on
 * the customer's and the operator's job page: each with its amount, due date and state, and the one
 * action the viewer may take on it now (fund, deliver with a note, confirm), money-moving ones behind
 * a confirmation. The buttons follow the server's `actions` flags. A delivered milestone shows, to
 * both sides, when it is released automatically if nobody answers.
 *
 * Shown to the customer only once a proposal is chosen: before that each proposal card shows its
 * own plan. A plan of one part is funded by the payment panel's Pay, not here; otherwise this card is
 * the one place where a delivery is marked, confirmed or disputed, for one part as for several
 * (Next steps and the operator's panel only point here).
 */
export function MilestonesCard({ jobId, chosenProposalId }: { jobId: string; chosenProposalId: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Read again whenever the card mounts: its Fund, Deliver and Confirm buttons must match the
  // milestones as they are now, also when the customer comes back from adding a card.
  const list = useQuery({ ...trpc.milestones.list.queryOptions({ id: jobId }), refetchOnMount: "always" });
  const fund = useMutation(trpc.milestones.fund.mutationOptions());
  const deliver = useMutation(trpc.milestones.deliver.mutationOptions());
  const confirm = useMutation(trpc.milestones.confirm.mutationOptions());
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<string, string | undefined>>({});

  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  if (list.data?.viewer === "customer" && chosenProposalId === null) return null;
  // One part is the job's own payment: the payment panel's Pay funds it.
  const fundsHere = isDeal(items.length);
  const busy = fund.isPending || deliver.isPending || confirm.isPending;

  async function run(call: () => Promise<unknown>, success: string | { title: string; description: string }) {
    try {
      await call();
      toast(typeof success === "string" ? { title: success } : success);
    } catch (error) {
      reportActionError(error, "Milestone", jobId);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.milestones.list.queryKey({ id: jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.proposals.byJob.queryKey({ jobId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() }),
    ]);
  }

  return (
    <Card data-testid="milestones-card">
      <CardHeader>
        <CardTitle>Milestones</CardTitle>
        <CardDescription>Each milestone is funded, delivered and released on its own.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {items.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 rounded-md border p-3" data-testid="milestone" data-state={m.state} data-position={m.position}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words">
                  {m.position}. {m.title}
                </span>
                <Badge variant={underDispute(m) ? "red" : STATE_VARIANT[m.state]} data-testid="milestone-state">
                  {milestoneStateLabel(m)}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {formatMoney(m.amount, m.currency)}
                {m.dueDate ? ` · due ${utcDay(m.dueDate)}` : ""}
                {list.data?.viewer === "operator" && m.operatorPayout ? ` · your payout ${formatMoney(m.operatorPayout, m.currency)}` : ""}
                {m.invoiceNumber ? ` · invoice ${m.invoiceNumber}` : ""}
              </p>
              {m.deliveryNote ? (
                <p className="text-sm break-words" data-testid="milestone-delivery-note">
                  <span className="text-muted-foreground">Delivery note:</span> {m.deliveryNote}
                </p>
              ) : null}
              {m.autoReleaseAt && list.data ? (
                <p className="text-sm font-medium" data-testid="milestone-auto-release">
                  {autoReleaseNotice(list.data.viewer, m.autoReleaseAt)}
                </p>
              ) : null}
              {m.refundedAmount ? (
                <p className="text-sm text-muted-foreground" data-testid="milestone-refunded">
                  {formatMoney(m.refundedAmount, m.currency)} back to the customer
                  {m.creditNoteNumber ? ` · credit note ${m.creditNoteNumber}` : ""}
                </p>
              ) : null}
              {m.state === "released" && m.releasedBy === "auto" ? (
                <p className="text-sm text-muted-foreground" data-testid="milestone-auto-released">
                  {AUTO_RELEASED_NOTE}
                </p>
              ) : null}
              {m.actions.canFund && fundsHere ? (
                <div className="flex flex-wrap gap-2">
                  <ConfirmAction
                    size="sm"
                    label="Fund milestone"
                    title={`Fund "${m.title}"?`}
                    description={`${formatMoney(m.amount, m.currency)} is charged to your saved card and held in escrow until you confirm this milestone.`}
                    confirmLabel="Fund milestone"
                    pendingLabel="Funding…"
                    pending={busy}
                    onConfirm={() => run(() => fund.mutateAsync({ id: m.id }), "Milestone funded")}
                  />
                  {items.some((later) => later.position > m.position && later.state === "unfunded") ? (
                    <ConfirmAction
                      size="sm"
                      variant="outline"
                      label="Fund this and later ones"
                      title="Fund this milestone and every later one?"
                      description={`${formatMoney(unfundedTotalFrom(items, m.position), m.currency)} in all, for this milestone and every later one not yet funded, is charged to your saved card and held in escrow; each is still released only when you confirm it.`}
                      confirmLabel="Fund them all"
                      pendingLabel="Funding…"
                      pending={busy}
                      onConfirm={() => run(() => fund.mutateAsync({ id: m.id, all: true }), "Milestones funded")}
                    />
                  ) : null}
                </div>
              ) : null}
              {m.actions.canDeliver ? (
                <div className="flex flex-col gap-2">
                  <label htmlFor={`deliver-${m.id}`} className="text-sm font-medium">
                    Delivery note
                  </label>
                  <Textarea
                    id={`deliver-${m.id}`}
                    rows={2}
                    required
                    maxLength={LIFECYCLE_LIMITS.deliveryNoteMax}
                    aria-invalid={noteErrors[m.id] ? true : undefined}
                    aria-describedby={noteErrors[m.id] ? `deliver-${m.id}-error` : undefined}
                    value={notes[m.id] ?? ""}
                    onChange={(event) => setNotes({ ...notes, [m.id]: event.target.value })}
                  />
                  <FieldError id={`deliver-${m.id}-error`} message={noteErrors[m.id]} />
                  <Button
                    size="sm"
                    className="self-start"
                    disabled={busy}
                    onClick={() => {
                      // The server's rule for the note, checked first: its message stays under the field.
                      const note = deliverMilestoneSchema.shape.note.safeParse(notes[m.id] ?? "");
                      setNoteErrors({ ...noteErrors, [m.id]: note.success ? undefined : note.error.issues[0]?.message });
                      if (note.success) void run(() => deliver.mutateAsync({ id: m.id, note: note.data }), "Milestone delivered");
                    }}
                  >
                    Mark delivered
                  </Button>
                </div>
              ) : null}
              {underDispute(m) ? (
                <p className="text-sm font-medium text-amber-700" data-testid="milestone-disputed">
                  Under dispute: the money is frozen until the dispute is resolved.
                </p>
              ) : null}
              {m.actions.canDispute ? <OpenDisputeForm jobId={jobId} milestoneId={m.id} /> : null}
              {m.actions.canConfirm ? (
                <ConfirmAction
                  size="sm"
                  className="self-start"
                  label="Confirm and release"
                  title={`Release the payment for "${m.title}"?`}
                  description={`${formatMoney(m.amount, m.currency)} held in escrow is released to the operator. This cannot be undone.`}
                  confirmLabel="Release payment"
                  pendingLabel="Releasing…"
                  pending={busy}
                  onConfirm={() => run(() => confirm.mutateAsync({ id: m.id }), fundsHere ? "Milestone released" : JOB_COPY.completed)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

