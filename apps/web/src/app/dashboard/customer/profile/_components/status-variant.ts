import type { BadgeVariant } from "@skyhire/ui";

/** The profile list's badges (docs/product.md#statuses): completed default, in_progress secondary, cancelled destructive, open outline. */
export function profileStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "completed":
      return "default";
    case "in_progress":
      return "secondary";
    case "cancelled":
      return "destructive";
    default:
      return "outline";
  }
}
