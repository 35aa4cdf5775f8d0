/** Today's calendar date in UTC as YYYY-MM-DD (expiry dates are calendar dates). */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date before today: a document with it has expired. */
export function isPastDate(value: string, today: string = isoToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && value.trim() < today;
}

/**
 * A YYYY-MM-DD date before the earliest "today" anywhere (UTC minus 12 hours): a date someone
 * picked as today in their own time zone is never refused as past.
 */
export function isPastEverywhere(value: string, now: Date = new Date()): boolean {
  return isPastDate(value, isoToday(new Date(now.getTime() - 12 * 60 * 60 * 1000)));
}

export const EXPIRED_DOCUMENT_MESSAGE =
  "This document has expired. Upload a licence or policy that is still valid.";

export const INVALID_DATE_MESSAGE = "Enter a valid date";

/** A real YYYY-MM-DD calendar date (no 2027-02-29), as a date input sends it. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
