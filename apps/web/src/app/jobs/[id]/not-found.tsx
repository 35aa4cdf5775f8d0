import { JobUnavailable } from "~/features/jobs/job-unavailable";
import { getCurrentUser } from "~/server/session";

/**
 * `notFound()` on the job page (HTTP 404): an unknown job and one the viewer may not see get this
 * same card, so the answer never says whether someone else's job exists.
 */
export default async function JobNotFound() {
  const user = await getCurrentUser();
  return <JobUnavailable kind="not-found" viewer={user?.role === "operator" ? "operator" : "customer"} />;
}
