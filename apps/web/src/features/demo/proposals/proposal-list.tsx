"use client";

import { DEMO_DELAYS_MS } from "@skyhire/validators";
import { Inbox } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PostedJobSummary } from "../flow/posted-job-summary";
import { useDelay } from "../flow/use-delay";
import type { DemoProposals } from "../types";
import { ProposalCard } from "./proposal-card";

/** Step 2: the sample proposals; accepting one waits 1.5 s, then goes to payment (docs/product.md#demo-flow). */
export function ProposalList({ content }: { content: DemoProposals }) {
  const router = useRouter();
  const wait = useDelay();
  const [accepting, setAccepting] = useState<string | null>(null);

  async function accept(proposalId: string) {
    setAccepting(proposalId);
    await wait(DEMO_DELAYS_MS.acceptProposal);
    router.push(`/demo/payment?${new URLSearchParams({ proposal: proposalId })}`);
  }

  return (
    <div className="flex flex-col gap-4">
      <PostedJobSummary sample={content.sampleJob} />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Inbox className="size-4" aria-hidden="true" />
        {content.expectedText} {content.proposals.length} proposals received.
      </p>
      {content.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          accepting={accepting === proposal.id}
          disabled={accepting !== null}
          onAccept={() => void accept(proposal.id)}
        />
      ))}
    </div>
  );
}
