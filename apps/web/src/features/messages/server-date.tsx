import { formatCalendarDate } from "./format";

/**
 * A calendar date ("Mar 5, 2026") rendered on the server, in the server's zone: no script, for the
 * public pages (docs/performance.md#page-weight). `LocalDate` is the reader's-zone version.
 */
export function ServerDate({ value, className }: { value: Date | string; className?: string }) {
  const date = new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} className={className}>
      {formatCalendarDate(date)}
    </time>
  );
}
