import { buttonVariants, cn } from "@skyhire/ui";
import { Bell, MessageSquare, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { CountBadge } from "./count-badge";
import { unreadLabel } from "~/features/shell/count-text";
import { MESSAGES_HREF, NOTIFICATIONS_HREF } from "~/features/shell/nav-links";
import type { UnreadCounts } from "./unread-counts";

/**
 * Messages and the notification bell, each with its unread count (signed-in users). The bell fits
 * the bar at every width; the messages icon only where the bar has room for it (below sm and between
 * md and lg the inline links take it), and the account menu always lists Messages with its count.
 */
export function NavIcons({ counts }: { counts: UnreadCounts }) {
  return (
    <>
      <IconLink
        href={MESSAGES_HREF}
        label="Messages"
        icon={MessageSquare}
        count={counts.messages}
        testId="nav-messages"
        className="hidden sm:inline-flex md:hidden lg:inline-flex"
      />
      <IconLink
        href={NOTIFICATIONS_HREF}
        label="Notifications"
        icon={Bell}
        count={counts.notifications}
        testId="nav-notifications"
      />
    </>
  );
}

interface IconLinkProps {
  href: string;
  label: string;
  icon: LucideIcon;
  count: number;
  testId: string;
  className?: string;
}

function IconLink({ href, label, icon: Icon, count, testId, className }: IconLinkProps) {
  return (
    <Link
      href={href}
      aria-label={unreadLabel(label, count)}
      title={label}
      data-testid={testId}
      data-count={count}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative size-9", className)}
    >
      <Icon className="size-5" aria-hidden="true" />
      <CountBadge count={count} />
    </Link>
  );
}
