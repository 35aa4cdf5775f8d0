import type { RouterOutputs } from "@skyhire/api";

/** The job page's read model (proposals.byJob); the customer sees every proposal, an operator only their own. */
export type JobViewData = RouterOutputs["proposals"]["byJob"];
export type JobViewJob = JobViewData["job"];
