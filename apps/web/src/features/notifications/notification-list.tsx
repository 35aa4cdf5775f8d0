"use client";

import { Badge, Button, Card, CardDescription, CardHeader, CardTitle, cn } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { Bell, CheckCheck } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { PaginationLinks } from "~/features/pagination/pagination-links";
import { LoadFailed } from "~/features/messages/load-failed";
import { LocalTime } from "~/features/messages/local-time";
import { useTRPC } from "~/trpc/react";
import { NOTIFICATIONS_PAGE_SIZE, notificationTarget, notificationsHref, typeLabel, type NotificationFilter } from "./format";
import { useMarkNotificationsRead } from "./use-mark-read";

/** The notification list: newest first, unread ones marked, each leading to what it is about. */
export function NotificationList({ filter, page }: { filter: NotificationFilter; page: number }) {
  const trpc = useTRPC();
  const list = useQuery(
    trpc.notifications.list.queryOptions({ unreadOnly: filter === "unread", page, pageSize: NOTIFICATIONS_PAGE_SIZE }),
  );
  useLoginRedirectOn401(list.error);
  const markRead = useMarkNotificationsRead();

  if (list.isPending) return <p className="py-8 text-center text-muted-foreground">Loading…</p>;
  if (!list.data) return <LoadFailed what="your notifications" />;
  const { items, total, unreadCount } = list.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filter notifications" className="flex gap-1 rounded-lg bg-muted p-1">
          <FilterLink href={notificationsHref("all")} active={filter === "all"}>
            All
          </FilterLink>
          <FilterLink href={notificationsHref("unread")} active={filter === "unread"}>
            Unread ({unreadCount.toLocaleString("en-US")})
          </FilterLink>
        </nav>
        <Button
          variant="outline"
          size="sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({})}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      {items.length === 0 ? (
        <Card data-testid="no-notifications">
          <CardHeader>
            <CardTitle as="h2">{filter === "unread" ? "You're all caught up" : "No notifications yet"}</CardTitle>
            <CardDescription>
              Proposals, payments, deliveries, payouts and reviews on your jobs show up here.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Notifications">
          {items.map((item) => {
            const unread = item.readAt === null;
            const target = notificationTarget(item);
            return (
              <li
                key={item.id}
                data-testid="notification"
                data-unread={unread}
                className={cn(
                  "flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start",
                  unread && "border-primary/40 bg-primary/5",
                )}
              >
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-muted sm:flex" aria-hidden="true">
                  <Bell className="size-4 text-muted-foreground" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold break-words" data-testid="notification-title">
                      {item.title}
                    </p>
                    {unread ? <Badge variant="blue">New</Badge> : null}
                  </div>
                  <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{item.body}</p>
                  <p className="text-xs text-muted-foreground">
                    {typeLabel(item.type)} · <LocalTime value={item.createdAt} />
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {target ? (
                    <Button asChild size="sm" variant={unread ? "default" : "outline"}>
                      <Link href={target} onClick={() => (unread ? markRead.mutate({ ids: [item.id] }) : undefined)}>
                        View
                      </Link>
                    </Button>
                  ) : null}
                  {unread ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate({ ids: [item.id] })}
                    >
                      Mark as read
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PaginationLinks
        page={page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        total={total}
        hrefFor={(n) => notificationsHref(filter, n)}
        label="Notification pages"
      />
    </div>
  );
}

function FilterLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
        active && "bg-background text-foreground shadow-sm",
      )}
    >
      {children}
    </Link>
  );
}
