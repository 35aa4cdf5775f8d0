import { utcDay } from "~/lib/format";
import { DISPUTE_STATUS_LABELS, type DisputeStatus } from "@skyhire/validators";
import type { BadgeVariant } from "@skyhire/ui";

export const DISPUTE_STATUS_VARIANT: Record<DisputeStatus, BadgeVariant> = {
  open: "secondary",
  escalated: "blue",
  settled: "green",
  decided: "grey",
};

export const disputeStatusLabel = (status: DisputeStatus) => DISPUTE_STATUS_LABELS[status];

export const disputeDate = utcDay;
