import { SUPPORT_TEAM_NAME } from "@skyhire/validators/plain";
import { format, isSameDay, isSameYear } from "date-fns";

/** Messages read per request: the thread's latest page, then earlier pages on demand. */
export const THREAD_PAGE_SIZE = 48;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGE_PREVIEW_CHARS = 90;

interface Parties {
  kind: string;
  customerId: string;
  customerName: string | null;
  operatorName: string | null;
}

export type PartyRole = "customer" | "operator" | "support team" | "user";

/**
 * The person on the other side of a conversation, as the viewer sees it. In a support thread the
 * asker sees the support team, and an admin the user who asked (customer or operator).
 */
export function otherParty(conversation: Parties, viewerId: string): { name: string; role: PartyRole } {
  const support = conversation.kind === "support";
  if (conversation.customerId === viewerId) {
    if (support) return { name: SUPPORT_TEAM_NAME, role: "support team" };
    return { name: conversation.operatorName?.trim() || "Operator", role: "operator" };
  }
  if (support) return { name: conversation.customerName?.trim() || "User", role: "user" };
  return { name: conversation.customerName?.trim() || "Customer", role: "customer" };
}

/** What a conversation is about: support and its subject, its job, else (a direct message) the listing it began on. */
export function conversationSubject(conversation: {
  kind: string;
  subject: string | null;
  jobTitle: string | null;
  listingTitle: string | null;
}): string {
  if (conversation.kind === "support") return conversation.subject ? `Support · ${conversation.subject}` : "Support";
  if (conversation.jobTitle) return conversation.jobTitle;
  return conversation.listingTitle ? `Direct message · ${conversation.listingTitle}` : "Direct message";
}

/** The start of the last message on one line, cut with an ellipsis. */
export function messagePreview(body: string | null, limit: number = MESSAGE_PREVIEW_CHARS): string {
  if (!body) return "No messages yet";
  const line = body.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= limit ? line : `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** "3:05 PM" today, "Mar 5, 3:05 PM" this year, "Mar 5, 2025" before. */
/** A calendar date, "Mar 5, 2026" ("" for an invalid date). */
export function formatCalendarDate(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format(date, CALENDAR_DATE);
}

const CALENDAR_DATE = "MMM d, yyyy";

export function formatWhen(value: Date | string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (isSameDay(date, now)) return format(date, "h:mm a");
  if (isSameYear(date, now)) return format(date, "MMM d, h:mm a");
  return format(date, CALENDAR_DATE);
}

/** Merges pages of one thread (pages overlap when new messages arrive), oldest first. */
export function mergeMessages<T extends { id: string; createdAt: Date | string }>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => {
    const diff = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    return diff !== 0 ? diff : a.id.localeCompare(b.id);
  });
}

/** A `?page=` value as a page number (anything else is page 1). */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
