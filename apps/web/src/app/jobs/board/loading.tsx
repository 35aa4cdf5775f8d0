import { PageSpinner } from "~/features/shell/page-spinner";

// Only the board: a loading boundary above /jobs/{id} would send its 200 before the page can answer 404.
export default function Loading() {
  return <PageSpinner />;
}
