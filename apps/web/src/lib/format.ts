/** Status values are shown with underscores as spaces ("in_progress" → "in progress"). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ");
}
