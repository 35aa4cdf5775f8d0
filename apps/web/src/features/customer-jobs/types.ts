import type { RouterOutputs } from "@skyhire/api";

/** The job page's read model (proposals.byJob). */
export type JobPageData = RouterOutputs["proposals"]["byJob"];
export type JobProposal = JobPageData["proposals"][number];
export type JobPayment = NonNullable<JobPageData["payment"]>;
export type JobActions = JobPageData["actions"];
