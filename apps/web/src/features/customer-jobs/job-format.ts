import type { BadgeVariant } from "@skyhire/ui";
import { format } from "date-fns";

/** 'Posted Mar 5, 2024' (docs/product.md#job-request-as-displayed). */
export function postedOn(createdAt: Date | string): string {
  return `Posted ${format(new Date(createdAt), "MMM d, yyyy")}`;
}

/** Job cards per page on the customer dashboard; the server pages them. */
export const DASHBOARD_JOBS_PAGE_SIZE = 6;

/** Job card colours (docs/product.md#statuses): as the home list, except that an unknown value is grey. */
export function jobCardStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "open":
      return "green";
    case "in_progress":
      return "blue";
    case "cancelled":
      return "red";
    default:
      return "grey";
  }
}
