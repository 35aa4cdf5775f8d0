import { DISPUTE_STATUS_LABELS, type DisputeStatus } from "@skyhire/validators";
import type { BadgeVariant } from "@skyhire/ui";

export const DISPUTE_STATUS_VARIANT: Record<DisputeStatus, BadgeVariant> = {
  open: "secondary",
  escalated: "blue",
  settled: "green",
  decided: "grey",
};

export const disputeStatusLabel = (status: DisputeStatus) => DISPUTE_STATUS_LABELS[status];

export const disputeDate = (value: string | Date) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
