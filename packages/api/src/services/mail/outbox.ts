/** The development outbox: the latest mails, as /dev/outbox lists them. */
import { emails, type Executor } from "@skyhire/db";
import { eq, sql } from "drizzle-orm";
import { mailEnv } from "./settings";
import { newestFirst } from "../sql-helpers";

export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  transport: string;
  createdAt: Date;
  /** The http(s) links in the text, in order, for one-click following. */
  links: string[];
}

/** Whether the outbox may be shown (never in production unless ALLOW_DEV_OUTBOX is set). */
export function isDevOutboxEnabled(): boolean {
  return mailEnv().devOutboxEnabled;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function linksIn(text: string): string[] {
  // A sentence's closing punctuation is not part of the link.
  return [...new Set((text.match(LINK_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

/** The latest mails, newest first; only those to `to` (any case) when given. */
export async function listOutbox(
  db: Executor,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const limit = options.limit ?? OUTBOX_PAGE_SIZE;
  const to = options.to?.trim().toLowerCase();
  const rows = await db
    .select({
      id: emails.id,
      to: emails.to,
      subject: emails.subject,
      text: emails.text,
      transport: emails.transport,
      createdAt: emails.createdAt,
    })
    .from(emails)
    .where(to ? eq(sql`lower(${emails.to})`, to) : undefined)
    .orderBy(...newestFirst(emails))
    .limit(Math.min(Math.max(1, Math.floor(limit)), OUTBOX_PAGE_SIZE));
  return rows.map((row) => ({ ...row, links: linksIn(row.text) }));
}
