/**
 * The customer's pages stream behind a spinner while their data loads. Only where no page refuses
 * with a status: a streamed page has already sent 200 when it finds nothing, so /listings/{id} (404)
 * and /dashboard/operator/analytics (403) stay outside any loading boundary.
 */
import { PageSpinner } from "~/features/shell/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
