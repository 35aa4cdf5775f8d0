import { TRPCError } from "@trpc/server";
import { unstable_rethrow } from "next/navigation";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";
import { proposalEligibility } from "./eligibility";
import { JobNotAvailable } from "./job-not-available";
import { NotApprovedNotice } from "./not-approved-notice";
import { OperatorJobView } from "./operator-job-view";

/** Stored ids are uuid text; anything else (or absurdly long) cannot be a job. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /jobs/{id} for an operator (rendered by the job page): the job read on the server, then the
 * client view with the proposal form or the operator's own proposal and its progress. The
 * procedure decides what an operator may see (open jobs once approved, or jobs they proposed on).
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
    if (error instanceof TRPCError && error.code === "FORBIDDEN") return <ForbiddenJob />;
    console.error("Loading the operator's job page failed", error);
    return <JobNotAvailable kind="error" />;
  }

  return (
    <HydrateClient>
      <OperatorJobView jobId={jobId} viewerId={user.id} eligibility={eligibility} />
    </HydrateClient>
  );
}

/** Open jobs are for approved operators: one not approved (yet) is told why; others, that the job is closed to them. */
async function ForbiddenJob() {
  const eligibility = await proposalEligibility();
  if (eligibility.allowed) return <JobNotAvailable kind="closed" />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <NotApprovedNotice eligibility={eligibility} />
    </div>
  );
}
