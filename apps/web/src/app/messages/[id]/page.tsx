import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, unstable_rethrow } from "next/navigation";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { THREAD_PAGE_SIZE } from "~/features/messages/format";
import { LoadFailed } from "~/features/messages/load-failed";
import { Thread } from "~/features/messages/thread";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Conversation" };

type Params = Promise<{ id: string }>;

/** Stored ids are uuid text; anything else (or absurdly long) cannot be a conversation. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /messages/{id}: one conversation. Only its customer and operator can read it — the procedure
 * checks; anyone else (and an unknown id) gets the not-found page, which does not tell them the
 * conversation exists.
 */
export default async function ConversationPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (!PLAUSIBLE_ID.test(id)) notFound();

  const queryClient = getQueryClient();
  let hidden = false;
  try {
    await queryClient.fetchQuery(
      trpc.messages.list.queryOptions({ conversationId: id, page: 1, pageSize: THREAD_PAGE_SIZE }),
    );
  } catch (error) {
    unstable_rethrow(error);
    const code = error instanceof TRPCError ? error.code : null;
    if (code === "NOT_FOUND" || code === "FORBIDDEN" || code === "BAD_REQUEST") hidden = true;
    else {
      console.error("Loading the conversation failed", error);
      return (
        <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
          <LoadFailed what="this conversation" />
        </div>
      );
    }
  }
  if (hidden) notFound();

  return (
    <HydrateClient>
      <Thread conversationId={id} viewerId={user.id} />
    </HydrateClient>
  );
}
