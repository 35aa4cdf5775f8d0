import type { Metadata } from "next";
import dynamic from "next/dynamic";
import { PageSpinner } from "~/features/shell/page-spinner";
import { proposalStepPage } from "~/features/demo/server";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Demo: Rate the Operator" };

// Loaded on demand (docs/product.md#demo-flow): the form's code is a separate chunk fetched only on this step.
const RatingForm = dynamic(
  () => import("~/features/demo/ratings/rating-form").then((m) => m.RatingForm),
  { loading: () => <PageSpinner label="Loading rating form" /> },
);

/** /demo/ratings?proposal=…: step 5, rating the operator. */
export default proposalStepPage({
  step: 5,
  title: "Rate the Operator",
  description: "Ratings keep the marketplace honest and help the best operators stand out.",
  read: (proposalId) => api.demo.ratings({ proposalId }),
  view: (ratings) => <RatingForm ratings={ratings} />,
});
