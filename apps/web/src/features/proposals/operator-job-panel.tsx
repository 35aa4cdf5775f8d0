import { platformFeePercent } from "@skyhire/api";
import { notFound } from "next/navigation";
import { isPlausibleJobId, jobReadFailure } from "~/features/jobs/job-read";
import { JobUnavailable } from "~/features/jobs/job-unavailable";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";
import { proposalEligibility } from "./eligibility";
import { NotApprovedNotice } from "./not-approved-notice";
import { OperatorJobView } from "./operator-job-view";
import { PlatformFeeProvider } from "./platform-fee";

/**
 * /jobs/{id} for an operator (rendered by the job page): the job read on the server, then the
 * client view with the proposal form or the operator's own proposal and its progress. The
 * procedure decides what an operator may see (open jobs once approved, or jobs they proposed on).
 */
export async function OperatorJobPanel({ jobId }: { jobId: string }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (!isPlausibleJobId(jobId)) notFound();

  const queryClient = getQueryClient();
  let eligibility: Awaited<ReturnType<typeof proposalEligibility>>;
  try {
    // Eligibility is read beside the job (it never throws; the job's read decides).
    [, eligibility] = await Promise.all([queryClient.fetchQuery(trpc.proposals.byJob.queryOptions({ jobId })), proposalEligibility()]);
  } catch (error) {
    const failure = jobReadFailure(error, "operator", "Loading the operator's job page failed");
    if (failure === "not-found") notFound();
    if (failure === "forbidden") return <ForbiddenJob />;
    return <JobUnavailable kind="error" viewer="operator" />;
  }

  return (
    <HydrateClient>
      {/* The proposal form previews the fee by the rate the payout will use. */}
      <PlatformFeeProvider percent={platformFeePercent()}>
        <OperatorJobView jobId={jobId} viewerId={user.id} eligibility={eligibility} />
      </PlatformFeeProvider>
    </HydrateClient>
  );
}

/** Open jobs are for approved operators: one not approved (yet) is told why; others, that the job is closed to them. */
async function ForbiddenJob() {
  const eligibility = await proposalEligibility();
  if (eligibility.allowed) return <JobUnavailable kind="closed" viewer="operator" />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <NotApprovedNotice eligibility={eligibility} />
    </div>
  );
}
