"use client";

import { formatCalendarDate, formatWhen } from "./format";

/**
 * A moment in the reader's own time zone. The server renders it in its zone first; the browser's
 * text replaces it on hydration without a mismatch error.
 */
export function LocalTime({ value, className }: { value: Date | string; className?: string }) {
  const date = new Date(value);
  return (
    <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()} className={className} suppressHydrationWarning>
      {formatWhen(date)}
    </time>
  );
}

/** A calendar date ("Mar 5, 2026") in the reader's own time zone. */
export function LocalDate({ value, className }: { value: Date | string; className?: string }) {
  const date = new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} className={className} suppressHydrationWarning>
      {formatCalendarDate(date)}
    </time>
  );
}
