import { users, type Executor } from "@skyhire/db";
import { eq, sql } from "drizzle-orm";
import { unreadMessageCountQuery, type Viewer } from "./messages";
import { unreadNotificationCountQuery } from "./notifications";

export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/**
 * The navigation bar's two badges in one statement: every signed-in page shows them, so they cost
 * one round trip, not two.
 */
export async function unreadCounts(db: Executor, viewer: Viewer): Promise<UnreadCounts> {
  const [row] = await db
    .select({
      messages: sql<number>`(${unreadMessageCountQuery(db, viewer)})`.mapWith(Number),
      notifications: sql<number>`(${unreadNotificationCountQuery(db, viewer.id)})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, viewer.id));
  return { messages: row?.messages ?? 0, notifications: row?.notifications ?? 0 };
}
