import { formatMoney } from "@skyhire/validators";

/** Money and counts on the demo screens. Amounts are integer cents, in US dollars. */

const counts = new Intl.NumberFormat("en-US");

/** "$3,602" for whole dollars, "$3,602.50" otherwise. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100, "USD", { whole: cents % 100 === 0 });
}

export function formatCount(value: number): string {
  return counts.format(value);
}

/** "Just now", "3 min ago", "2 hr ago" for a feed entry. */
export function timeAgo(seconds: number): string {
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} hr ago`;
}
