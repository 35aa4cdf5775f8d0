import { AttachmentList } from "~/features/messages/message-bubble";
import type { DisputeView } from "./types";

/**
 * What a dispute's parties put on record: the opening text with its evidence files, then the
 * thread's messages with theirs (pictures shown as previews). On the job page and in the admin queue.
 */
export function DisputeRecord({ dispute }: { dispute: Pick<DisputeView, "text" | "evidence" | "messages"> }) {
  return (
    <>
      <p className="text-sm break-words whitespace-pre-line">{dispute.text}</p>
      {dispute.evidence.length > 0 ? (
        <div data-testid="dispute-evidence" className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted-foreground">Evidence</span>
          <AttachmentList attachments={dispute.evidence} />
        </div>
      ) : null}
      {dispute.messages.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label="Messages">
          {dispute.messages.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 rounded bg-muted p-2 text-sm" data-testid="dispute-message">
              <span>
                <span className="font-medium capitalize">{m.side}</span>: <span className="break-words whitespace-pre-line">{m.body}</span>
              </span>
              <AttachmentList attachments={m.attachments} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
