import { BUDGET_RANGES } from "@skyhire/validators";
import type { BadgeVariant } from "@skyhire/ui";
import { format } from "date-fns";

/** 'Posted Mar 5, 2024' (spec 000 §3). */
export function postedOn(createdAt: Date | string): string {
  return `Posted ${format(new Date(createdAt), "MMM d, yyyy")}`;
}

interface JobBudget {
  budget: string | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
}

const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/**
 * The budget badge's text: the post-job form's range label ("$500 - $1,000"), or the onboarding
 * form's min/max in dollars; null when the request names no budget.
 */
export function budgetText(job: JobBudget): string | null {
  if (job.budget) return BUDGET_RANGES.find((b) => b.value === job.budget)?.label ?? job.budget;
  const { budgetMin, budgetMax } = job;
  if (budgetMin != null && budgetMax != null) return `${dollars(budgetMin)} - ${dollars(budgetMax)}`;
  if (budgetMin != null) return `From ${dollars(budgetMin)}`;
  if (budgetMax != null) return `Up to ${dollars(budgetMax)}`;
  return null;
}

/** Job cards per page on the customer dashboard; the server pages them. */
export const DASHBOARD_JOBS_PAGE_SIZE = 6;

/** Job card colours (spec 000 §4): as the home list, except that an unknown value is grey. */
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
