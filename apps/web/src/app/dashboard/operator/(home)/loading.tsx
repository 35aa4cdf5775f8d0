/**
 * The operator dashboard streams behind a spinner while its data loads. Its own route group, so the
 * boundary does not cover /dashboard/operator/analytics, which must answer a real 403 to other roles.
 */
import { PageSpinner } from "~/features/shell/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
