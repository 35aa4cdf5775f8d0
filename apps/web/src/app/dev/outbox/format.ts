/** "Jan 5, 2026, 10:04:59 UTC": one fixed zone, so the server's render does not depend on its locale. */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }).format(date) + " UTC";
}
