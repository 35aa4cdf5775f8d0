import { cn } from "@skyhire/ui";
import type { MessageAttachment } from "@skyhire/validators";
import { Download, FileText } from "lucide-react";
import { formatSize } from "~/lib/format";
import { LocalTime } from "./local-time";
import type { ThreadMessage } from "./types";

/**
 * A message's files (or a dispute's evidence): pictures as their preview (server-made WebP),
 * everything as a download link. Both addresses answer only the parties and admins
 * (packages/api/src/rest/attachments.ts). `mine` aligns them with the viewer's own messages.
 */
export function AttachmentList({ attachments, mine = false }: { attachments: MessageAttachment[]; mine?: boolean }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={cn("flex max-w-[85%] flex-wrap gap-2 sm:max-w-[75%]", mine ? "justify-end" : "justify-start")}>
      {attachments.map((a) => (
        <li key={a.id} data-testid="attachment" className="flex flex-col gap-1 rounded-lg border bg-background p-2 text-xs">
          {a.previewUrl ? (
            <a href={a.url} download={a.name} aria-label={`Download ${a.name}`}>
              {/* A plain <img>: a private preview already sized by the server; the image optimiser would
                  fetch it without the viewer's session and get 404. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
              <img
                src={a.previewUrl}
                alt={a.name}
                loading="lazy"
                data-testid="attachment-preview"
                className="max-h-48 max-w-60 rounded-md object-cover"
              />
            </a>
          ) : null}
          <a href={a.url} download={a.name} className="inline-flex items-center gap-1 text-primary hover:underline">
            {a.previewUrl ? <Download className="size-3.5" aria-hidden="true" /> : <FileText className="size-3.5" aria-hidden="true" />}
            <span className="max-w-48 truncate">{a.name}</span>
            <span className="text-muted-foreground">({formatSize(a.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One message: the viewer's own on the right, the other party's on the left, with its files below. */
export function MessageBubble({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  return (
    <li
      data-testid="message"
      data-mine={message.mine}
      className={cn("flex flex-col gap-1", message.mine ? "items-end" : "items-start")}
    >
      {message.body ? (
        <div
          className={cn(
            "max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]",
            message.mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          )}
        >
          <span className="sr-only">{message.mine ? "You" : otherName}: </span>
          <span data-testid="message-body">{message.body}</span>
        </div>
      ) : (
        // Files alone: no empty bubble, but a screen reader still hears who sent them.
        <span className="sr-only">{message.mine ? "You" : otherName} sent files:</span>
      )}
      <AttachmentList attachments={message.attachments} mine={message.mine} />
      <LocalTime value={message.createdAt} className="px-1 text-xs text-muted-foreground" />
    </li>
  );
}
