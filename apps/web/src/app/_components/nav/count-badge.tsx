import { cn } from "@skyhire/ui";
import { countText } from "~/features/shell/count-text";

/** A small red count in the corner of an icon; nothing when there is nothing unread. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="count-badge"
      className={cn(
        "pointer-events-none absolute -top-1 -right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white",
        className,
      )}
    >
      {countText(count)}
    </span>
  );
}
