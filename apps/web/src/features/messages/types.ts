import type { RouterOutputs } from "@skyhire/api";

export type ConversationPage = RouterOutputs["messages"]["conversations"];
export type ConversationSummary = ConversationPage["items"][number];
export type ThreadPage = RouterOutputs["messages"]["list"];
export type ThreadMessage = ThreadPage["items"][number];
