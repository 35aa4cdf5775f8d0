import { TRPCError } from "@trpc/server";
import { unstable_rethrow } from "next/navigation";
import { LoggedOutRedirect } from "~/app/dashboard/customer/_components/logged-out";
import { getCurrentUser } from "~/server/session";
import { HydrateClient, getQueryClient, trpc } from "~/trpc/server";
import { proposalEligibility } from "./eligibility";
import { JobNotAvailable } from "./job-not-available";
import { OperatorJobView } from "./operator-job-view";

/** Stored ids are uuid text; anything else (or absurdly long) cannot be a job. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /jobs/{id} for an operator (rendered by the job page): the job read on the server, then the
 * client view with the proposal form or the operator's own proposal and its progress. The
 * procedure decides what an operator may see (open jobs, or jobs they proposed on).
 */
export async function OperatorJobPanel({ jobId }: { jobId: string }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (!PLAUSIBLE_ID.test(jobId)) return <JobNotAvailable kind="not-found" />;

  const queryClient = getQueryClient();
  let eligibility: Awaited<ReturnType<typeof proposalEligibility>>;
  try {
    // Eligibility is read beside the job (it never throws; the job's read decides).
    [, eligibility] = await Promise.all([queryClient.fetchQuery(trpc.proposals.byJob.queryOptions({ jobId })), proposalEligibility()]);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) {
      return <JobNotAvailable kind="not-found" />;
    }
    if (error instanceof TRPCError && error.code === "FORBIDDEN") return <JobNotAvailable kind="closed" />;
    console.error("Loading the operator's job page failed", error);
    return <JobNotAvailable kind="error" />;
  }

  return (
    <HydrateClient>
      <OperatorJobView jobId={jobId} viewerId={user.id} eligibility={eligibility} />
    </HydrateClient>
  );
}
