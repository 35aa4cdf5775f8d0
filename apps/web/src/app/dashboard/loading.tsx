/** Signed-in areas stream behind a spinner while their data loads. Not at the root: a streamed page has
 * already sent 200 when it finds nothing, and pages such as /listings/{id} must answer a real 404. */
import { PageSpinner } from "~/features/shell/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
