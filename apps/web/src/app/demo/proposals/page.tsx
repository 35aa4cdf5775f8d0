import type { Metadata } from "next";
import { DemoStepPage } from "~/features/demo/flow/demo-step-page";
import { ProposalList } from "~/features/demo/proposals/proposal-list";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Demo: Proposals" };

/** /demo/proposals: step 2 of the investor demo, content from `demo.proposals`. */
export default async function DemoProposalsPage() {
  const content = await api.demo.proposals();
  return (
    <DemoStepPage
      step={2}
      title="Review Proposals"
      description="Certified operators have answered your job. Compare them and accept the best fit."
    >
      <ProposalList content={content} />
    </DemoStepPage>
  );
}
