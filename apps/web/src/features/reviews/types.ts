import type { RouterOutputs } from "@skyhire/api";

export type ReviewProjectsPage = RouterOutputs["reviews"]["mine"];
export type ReviewProject = ReviewProjectsPage["items"][number];
export type ReviewSummary = ReviewProjectsPage["summary"];
export type OperatorReviewsPage = RouterOutputs["reviews"]["list"];
