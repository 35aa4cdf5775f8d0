import type { Metadata } from "next";
import { DemoStepPage } from "~/features/demo/flow/demo-step-page";
import { DemoJobForm } from "~/features/demo/post-job/demo-job-form";

export const metadata: Metadata = { title: "Demo: Post a Job" };

/** /demo/post-job: step 1 of the investor demo (docs/product.md#demo-flow). Open to everyone. */
export default function DemoPostJobPage() {
  return (
    <DemoStepPage
      step={1}
      title="Post a Job"
      description="Describe the drone work you need. This is a demo: nothing is saved or sent."
    >
      <DemoJobForm />
    </DemoStepPage>
  );
}
