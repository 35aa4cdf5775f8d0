"use client";

import type { SendMessageInput } from "@skyhire/validators";
import { Badge, Button, Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { reportActionError } from "~/features/customer-jobs/errors";
import { statusLabel } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { THREAD_PAGE_SIZE, conversationSubject, mergeMessages, otherParty } from "./format";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { RefreshButton } from "./refresh-button";

/**
 * One conversation: its messages oldest first (the latest page, earlier pages on demand), and the
 * reply box. Opening it marks it read; the navigation's count is then read again from the server.
 * No polling (docs/product.md#client-data-rules): the thread is read again after sending and on Refresh.
 */
export function Thread({ conversationId, viewerId }: { conversationId: string; viewerId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [earlierPages, setEarlierPages] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);

  const input = (page: number) => ({ conversationId, page, pageSize: THREAD_PAGE_SIZE });
  const latest = useQuery(trpc.messages.list.queryOptions(input(1)));
  const earlier = useQueries({
    queries: Array.from({ length: earlierPages }, (_, i) => trpc.messages.list.queryOptions(input(i + 2))),
  });
  useLoginRedirectOn401(latest.error);

  const loaded = [latest.data, ...earlier.map((q) => q.data)].flatMap((page) => (page ? [page.items] : []));
  const messages = mergeMessages(loaded);
  const conversation = latest.data?.conversation;
  const total = latest.data?.total ?? 0;
  const newestId = messages.at(-1)?.id;
  const unread = conversation?.unreadCount ?? 0;

  const markRead = useMutation(
    trpc.messages.markRead.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.messages.unreadCount.queryKey(), { count: result.unreadCount });
        void queryClient.invalidateQueries(trpc.messages.conversations.pathFilter());
        // The navigation's badge is rendered on the server: read it (and this page) again.
        router.refresh();
      },
    }),
  );
  const { mutate: markReadMutate } = markRead;

  // Opening the thread (or reading new messages in it) marks it read, once per newest message.
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (unread === 0 || !newestId || markedFor.current === newestId) return;
    markedFor.current = newestId;
    markReadMutate({ conversationId });
  }, [conversationId, markReadMutate, newestId, unread]);

  // The newest message in view whenever one arrives.
  useEffect(() => {
    const list = listRef.current;
    if (list && newestId) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const refetchThread = () => queryClient.invalidateQueries(trpc.messages.list.pathFilter());
  const send = useMutation(
    trpc.messages.create.mutationOptions({
      onSuccess: async () => {
        await refetchThread();
        void queryClient.invalidateQueries(trpc.messages.conversations.pathFilter());
      },
      onError: (error) => reportActionError(error, "Message not sent"),
    }),
  );
  const onSend = (values: SendMessageInput) => send.mutateAsync(values);

  if (!conversation) {
    return <p className="p-8 text-center text-muted-foreground">{latest.isPending ? "Loading…" : "This conversation could not be loaded."}</p>;
  }
  const party = otherParty(conversation, viewerId);
  const hasEarlier = messages.length < total && earlier.every((q) => !q.isPending);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/messages" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          All messages
        </Link>
        <RefreshButton onRefresh={refetchThread} />
      </div>
      <Card>
        <CardHeader className="gap-2 border-b p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="min-w-0 text-xl font-bold break-words" data-testid="thread-job">
              {conversationSubject(conversation)}
            </h1>
            {conversation.jobStatus ? <Badge variant="outline">{statusLabel(conversation.jobStatus)}</Badge> : null}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <p data-testid="thread-party">
              With <span className="font-medium text-foreground">{party.name}</span> ({party.role})
            </p>
            {conversation.jobRequestId ? (
              <Link href={`/jobs/${conversation.jobRequestId}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                View job
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : conversation.listingId ? (
              <Link href={`/listings/${conversation.listingId}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                View listing
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          {hasEarlier ? (
            <Button variant="ghost" size="sm" className="self-center" onClick={() => setEarlierPages((n) => n + 1)}>
              Show earlier messages
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground" data-testid="no-messages">
              No messages yet. Say hello to {party.name}.
            </p>
          ) : (
            <ol
              ref={listRef}
              aria-label="Messages"
              aria-live="polite"
              className="flex max-h-[60dvh] flex-col gap-3 overflow-y-auto pr-1"
            >
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} otherName={party.name} />
              ))}
            </ol>
          )}
          <MessageComposer conversationId={conversationId} sending={send.isPending} onSend={onSend} />
        </CardContent>
      </Card>
    </div>
  );
}
