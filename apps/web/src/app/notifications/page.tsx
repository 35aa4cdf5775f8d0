import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { pageParam } from "~/features/messages/format";
import { NOTIFICATIONS_PAGE_SIZE, filterParam } from "~/features/notifications/format";
import { NotificationList } from "~/features/notifications/notification-list";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Notifications" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /notifications: what happened on the user's jobs (the bell in the navigation leads here). */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const query = await searchParams;
  const filter = filterParam(query.filter);
  const page = pageParam(query.page);
  await getQueryClient().prefetchQuery(
    trpc.notifications.list.queryOptions({ unreadOnly: filter === "unread", page, pageSize: NOTIFICATIONS_PAGE_SIZE }),
  );

  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-muted-foreground">Updates on your jobs, payments and reviews.</p>
        </div>
        <NotificationList filter={filter} page={page} />
      </div>
    </HydrateClient>
  );
}
