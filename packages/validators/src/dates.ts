/** Today's calendar date in UTC as YYYY-MM-DD (expiry dates are calendar dates). */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date before today: a document with it has expired. */
export function isPastDate(value: string, today: string = isoToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && value.trim() < today;
}

export const EXPIRED_DOCUMENT_MESSAGE =
  "This document has expired. Upload a licence or policy that is still valid.";
