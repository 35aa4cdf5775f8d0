/** The operator's profile streams behind a spinner while its data loads (see customer/loading.tsx). */
import { PageSpinner } from "~/features/shell/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
