import { LIMITS, requirementLabel } from "@skyhire/validators";
import { format } from "date-fns";

/** "Posted Mar 5, 2024" (docs/product.md#job-request-as-displayed). */
export function postedText(createdAt: Date): string {
  return `Posted ${format(createdAt, "MMM d, yyyy")}`;
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
