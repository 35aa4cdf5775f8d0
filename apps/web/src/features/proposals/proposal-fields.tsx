"use client";

import { LIFECYCLE_LIMITS, TIMELINES, proposalFeePreview, proposalQuoteHint, type ProposalTaxSeller } from "@skyhire/validators";
import { Button, Input, Textarea } from "@skyhire/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, describedBy } from "~/features/forms/field";
import { usePlatformFeePercent } from "./platform-fee";

export interface ProposalFieldErrors {
  quote?: string;
  timeline?: string;
  message?: string;
}

interface ProposalFieldsProps {
  /** Prefix of the controls' ids, so two forms on a page never share one. */
  idPrefix: string;
  currency: string;
  fields: {
    quote: UseFormRegisterReturn<"quote">;
    timeline: UseFormRegisterReturn<"timeline">;
    message: UseFormRegisterReturn<"message">;
  };
  errors: ProposalFieldErrors;
  messageLength: number;
  /** The quote as typed, for the fee preview under it. */
  quote: string;
  /** The milestones' amounts as typed: each is charged on its own (its gross, when tax is added). */
  milestoneAmounts: readonly string[];
  /** The operator's tax details, which the server charges the amounts at; undefined while they load (no preview yet). */
  seller: ProposalTaxSeller | null | undefined;
  /** Fills the timeline with one of the usual choices (it stays free text). */
  onPickTimeline: (label: string) => void;
}

/** Quote, timeline (free text with the usual choices one tap away) and message of a proposal. */
export function ProposalFields({
  idPrefix,
  currency,
  fields,
  errors,
  messageLength,
  quote,
  milestoneAmounts,
  seller,
  onPickTimeline,
}: ProposalFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const feePercent = usePlatformFeePercent();
  const preview =
    feePercent === null || seller === undefined ? null : proposalFeePreview(quote, currency, feePercent, seller, milestoneAmounts);
  return (
    <>
      <FormField id={id("quote")} label={`Your quote (${currency})`} error={errors.quote} hint={proposalQuoteHint(seller ?? null)}>
        <Input
          {...describedBy(id("quote"), errors.quote, true)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 1250"
          {...fields.quote}
        />
        <p className="text-xs font-medium text-foreground" aria-live="polite" data-testid={`${id("quote")}-fee-preview`}>
          {preview}
        </p>
      </FormField>
      <FormField id={id("timeline")} label="Timeline" error={errors.timeline} hint="How long the job takes you, e.g. “3 days”.">
        <Input
          {...describedBy(id("timeline"), errors.timeline, true)}
          maxLength={LIFECYCLE_LIMITS.proposalTimelineMax}
          placeholder="e.g. Within a week"
          {...fields.timeline}
        />
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Quick picks">
          {TIMELINES.map((timeline) => (
            <Button
              key={timeline.value}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 px-2 text-xs"
                  onClick={() => onPickTimeline(timeline.label)}
            >
              {timeline.label}
            </Button>
          ))}
        </div>
      </FormField>
      <FormField id={id("message")} label="Message to the customer" error={errors.message}>
        <Textarea
          {...describedBy(id("message"), errors.message, true)}
          rows={5}
          maxLength={LIFECYCLE_LIMITS.proposalMessageMax}
          placeholder="How you would do the job: equipment, qualifications, what you deliver."
          {...fields.message}
        />
        <p id={`${id("message")}-hint`} className="self-end text-xs text-muted-foreground" aria-live="polite">
          {messageLength}/{LIFECYCLE_LIMITS.proposalMessageMax}
        </p>
      </FormField>
    </>
  );
}
