import { MessageSquareOff } from "lucide-react";
import { StatusCard } from "~/app/_components/status-card";

/**
 * `notFound()` on a conversation (HTTP 404): an unknown id and someone else's conversation get this
 * same card, so it never says whether the conversation exists.
 */
export default function ConversationNotFound() {
  return (
    <StatusCard
      icon={MessageSquareOff}
      title="Conversation not found"
      text="This conversation doesn't exist or isn't yours to read. Your own conversations are under Messages."
      testId="conversation-not-found"
    />
  );
}
