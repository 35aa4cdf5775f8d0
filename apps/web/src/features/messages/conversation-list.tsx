import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import { MessageSquare } from "lucide-react";
import Link from "next/link";
import { countText } from "~/features/shell/count-text";
import { conversationSubject, messagePreview, otherParty } from "./format";
import { LocalTime } from "./local-time";
import type { ConversationSummary } from "./types";

/** The viewer's conversations, latest activity first: job, other party, last message, unread count. */
export function ConversationList({ items, viewerId }: { items: ConversationSummary[]; viewerId: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Conversations">
      {items.map((conversation) => {
        const party = otherParty(conversation, viewerId);
        const unread = conversation.unreadCount;
        return (
          <li key={conversation.id}>
            <Link
              href={`/messages/${conversation.id}`}
              data-testid="conversation"
              data-unread={unread}
              className={cn(
                "flex min-w-0 gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                unread > 0 && "border-primary/40 bg-primary/5",
              )}
            >
              <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
                <MessageSquare className="size-5 text-muted-foreground" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex min-w-0 items-start justify-between gap-2">
                  <span className="min-w-0 font-semibold break-words" data-testid="conversation-job">
                    {conversationSubject(conversation)}
                  </span>
                  {conversation.lastMessageAt ? (
                    <LocalTime value={conversation.lastMessageAt} className="shrink-0 text-xs text-muted-foreground" />
                  ) : null}
                </span>
                <span className="text-sm break-words text-muted-foreground" data-testid="conversation-party">
                  {party.name}
                  <span className="sr-only"> ({party.role})</span>
                </span>
                <span className="flex min-w-0 items-center justify-between gap-2">
                  <span
                    className={cn("min-w-0 text-sm break-words", unread > 0 ? "font-medium" : "text-muted-foreground")}
                    data-testid="conversation-last-message"
                  >
                    {messagePreview(conversation.lastMessage)}
                  </span>
                  {unread > 0 ? (
                    <Badge variant="destructive" className="rounded-full" data-testid="conversation-unread">
                      {countText(unread)}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** No conversations yet: how one starts, and where to go to start one. */
export function NoConversations({ role }: { role: string }) {
  if (role === "admin") {
    return (
      <Card data-testid="no-conversations">
        <CardHeader>
          <CardTitle as="h2">No conversations yet</CardTitle>
          <CardDescription>Support requests sent from the support page appear here, for every admin to answer.</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const operator = role === "operator";
  return (
    <Card data-testid="no-conversations">
      <CardHeader>
        <CardTitle as="h2">No conversations yet</CardTitle>
        <CardDescription>
          {operator
            ? "A conversation starts when you send a proposal for a job, or when a customer contacts you from one of your listings."
            : "A conversation starts when an operator sends a proposal for your job, or when you contact an operator from a listing."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link href={operator ? "/jobs/board" : "/listings"} className={buttonVariants({ variant: "outline" })}>
          {operator ? "Browse Jobs" : "Browse Services"}
        </Link>
      </CardContent>
    </Card>
  );
}
