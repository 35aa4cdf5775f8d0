import { BUDGET_RANGES, LIMITS, requirementLabel } from "@skyhire/validators";
import { format } from "date-fns";

/** "Posted Mar 5, 2024" (spec 000 §3). */
export function postedText(createdAt: Date): string {
  return `Posted ${format(createdAt, "MMM d, yyyy")}`;
}

/** The budget badge: a range of the post-job form by its label, or the onboarding form's min/max. */
export function budgetText(job: {
  budget: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}): string | null {
  if (job.budget)
    return BUDGET_RANGES.find((range) => range.value === job.budget)?.label ?? job.budget;
  const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
  if (job.budgetMin !== null && job.budgetMax !== null) {
    return `${dollars(job.budgetMin)} - ${dollars(job.budgetMax)}`;
  }
  if (job.budgetMin !== null) return `From ${dollars(job.budgetMin)}`;
  if (job.budgetMax !== null) return `Up to ${dollars(job.budgetMax)}`;
  return null;
}

/** The first three requirements by label, and how many more there are (the '+N more' badge). */
export function requirementBadges(
  requirements: string[],
  shown: number = LIMITS.jobCardRequirementBadges,
): { labels: string[]; more: number } {
  return {
    labels: requirements.slice(0, shown).map(requirementLabel),
    more: Math.max(0, requirements.length - shown),
  };
}
