import { format } from "date-fns";

/** "Mar 5, 2026" for a timestamp or a YYYY-MM-DD date (read as a calendar date, not shifted by zone). */
export function formatDay(value: Date | string | null | undefined): string {
  if (!value) return "—";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-").map(Number);
    return format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), "MMM d, yyyy");
  }
  return format(new Date(value), "MMM d, yyyy");
}

/** "Mar 5, 2026, 14:05" for an audit entry. */
export function formatDateTime(value: Date | string): string {
  return format(new Date(value), "MMM d, yyyy, HH:mm");
}

/** "2026-03" → "March 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return format(new Date(year ?? 1970, (m ?? 1) - 1, 1), "MMMM yyyy");
}

export { fullNameOf as fullName } from "@skyhire/validators";
