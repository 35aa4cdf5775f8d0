/** Status values are shown with underscores as spaces ("in_progress" → "in progress"). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ");
}

/** A file's size for people: 512 B, 34 KB, 12.5 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A calendar date as the server stored it ("27 Nov 2026"), read in UTC so every viewer sees the same day. */
export const utcDay = (value: string | Date) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
