import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { PaginationLinks } from "~/features/pagination/pagination-links";
import { ConversationList, NoConversations } from "~/features/messages/conversation-list";
import { CONVERSATIONS_PAGE_SIZE, pageParam } from "~/features/messages/format";
import { LoadFailed } from "~/features/messages/load-failed";
import { RefreshButton } from "~/features/messages/refresh-button";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Messages" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /messages: the signed-in user's conversations (one per job and operator), newest activity first. */
export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const page = pageParam((await searchParams).page);
  const result = await load("the conversations", () =>
    api.messages.conversations({ page, pageSize: CONVERSATIONS_PAGE_SIZE }),
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
          <p className="mt-1 text-muted-foreground">Your conversations with customers and operators, per job.</p>
        </div>
        <RefreshButton />
      </div>
      {!result.ok ? (
        <LoadFailed what="your conversations" />
      ) : result.data.items.length === 0 && page === 1 ? (
        <NoConversations role={user.role} />
      ) : (
        <>
          <ConversationList items={result.data.items} viewerId={user.id} />
          <PaginationLinks
            page={page}
            pageSize={CONVERSATIONS_PAGE_SIZE}
            total={result.data.total}
            hrefFor={(n) => `/messages?page=${n}`}
            label="Conversation pages"
          />
        </>
      )}
    </div>
  );
}
