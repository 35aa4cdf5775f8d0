import { PageSpinner } from "~/app/_components/page-spinner";

export default function Loading() {
  return <PageSpinner />;
}
