/** Badges show at most two digits: a long-ignored inbox reads "99+" rather than widening the bar. */
export const COUNT_CAP = 99;

export function countText(count: number): string {
  return count > COUNT_CAP ? `${COUNT_CAP}+` : String(count);
}

/** The accessible name of a badged link: "Messages" or "Messages, 3 unread". */
export function unreadLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${countText(count)} unread` : label;
}
