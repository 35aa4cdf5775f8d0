import { cn } from "@skyhire/ui";
import { LocalTime } from "./local-time";
import type { ThreadMessage } from "./types";

/** One message: the viewer's own on the right, the other party's on the left. */
export function MessageBubble({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  return (
    <li
      data-testid="message"
      data-mine={message.mine}
      className={cn("flex flex-col gap-1", message.mine ? "items-end" : "items-start")}
    >
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]",
          message.mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{message.mine ? "You" : otherName}: </span>
        <span data-testid="message-body">{message.body}</span>
      </div>
      <LocalTime value={message.createdAt} className="px-1 text-xs text-muted-foreground" />
    </li>
  );
}
