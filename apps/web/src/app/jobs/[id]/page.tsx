import { supportUrl } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { CustomerJobPage } from "~/features/customer-jobs/customer-job-page";
import { isPlausibleJobId, jobReadFailure } from "~/features/jobs/job-read";
import { JobUnavailable } from "~/features/jobs/job-unavailable";
import { OperatorJobPanel } from "~/features/proposals/operator-job-panel";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Job" };

type Params = Promise<{ id: string }>;

/**
 * /jobs/{id}: the customer who owns the job sees its proposals, payment and next steps; an
 * operator gets the proposal panel. Signed out → sign in and come back. Someone else's job or an
 * unknown one → the same "Job not found" card with HTTP 404 (`not-found.tsx` beside this page), so
 * the answer never tells whether a job exists (the procedure decides, from the job's owner).
 */
export default async function JobPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`/api/login?${new URLSearchParams({ returnTo: `/jobs/${id}` })}`);
  const content = await jobContent(id, user.role === "operator");
  return (
    <>
      {content}
      <JobSupportLink jobId={isPlausibleJobId(id) ? id : null} />
    </>
  );
}

async function jobContent(id: string, operator: boolean) {
  if (operator) return <OperatorJobPanel jobId={id} />;
  if (!isPlausibleJobId(id)) notFound();

  const queryClient = getQueryClient();
  try {
    // The payment mode is read beside the job (a prefetch never throws; the job's read decides).
    await Promise.all([
      queryClient.fetchQuery(trpc.proposals.byJob.queryOptions({ jobId: id })),
      queryClient.prefetchQuery(trpc.escrow.mode.queryOptions()),
    ]);
  } catch (error) {
    const failure = jobReadFailure(error, "customer", "Loading the job page failed");
    if (failure !== "error") notFound();
    return <JobUnavailable kind="error" viewer="customer" />;
  }

  return (
    <HydrateClient>
      <CustomerJobPage jobId={id} />
    </HydrateClient>
  );
}

/** Every job page ends with the way to support, naming the job. */
function JobSupportLink({ jobId }: { jobId: string | null }) {
  return (
    <p className="mx-auto w-full max-w-5xl px-4 pb-10 text-sm text-muted-foreground sm:px-6 lg:px-8">
      A problem with this job, its payment or a refund?{" "}
      <Link href={supportUrl(jobId)} className="font-medium text-primary underline-offset-4 hover:underline">
        Contact support
      </Link>
    </p>
  );
}
