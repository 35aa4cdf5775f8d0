import type { Metadata } from "next";
import dynamic from "next/dynamic";
import { PageSpinner } from "~/features/shell/page-spinner";
import { proposalStepPage } from "~/features/demo/server";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Demo: Job Completion" };

// Loaded on demand (docs/product.md#demo-flow): the view's code is a separate chunk fetched only on this step.
const CompletionView = dynamic(
  () => import("~/features/demo/completion/completion-view").then((m) => m.CompletionView),
  { loading: () => <PageSpinner label="Loading job completion" /> },
);

/** /demo/completion?proposal=…: step 4, the delivered job and the escrow release. */
export default proposalStepPage({
  step: 4,
  title: "Job Completion",
  description: "The operator has delivered. Escrow releases the payment once the work is done.",
  read: (proposalId) => api.demo.completion({ proposalId }),
  view: (completion) => <CompletionView completion={completion} />,
});
