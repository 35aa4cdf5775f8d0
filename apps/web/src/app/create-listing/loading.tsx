import { PageSpinner } from "~/features/shell/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
