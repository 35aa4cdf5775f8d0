/**
 * The account's signed-in sessions (docs/product.md#devices): the security page lists them and ends
 * one or all but the current one. Rows are the session registry (@skyhire/auth/session); ending a row
 * signs its cookie out on its next request. The sid never leaves here: a session is named by its
 * opaque `public_id`, and another user's session is "not found".
 */
import type { Executor } from "@skyhire/db";
import { sessions } from "@skyhire/db/schema";
import { endOtherSessions } from "@skyhire/auth/session";
import {
  ACCOUNT_SESSION_MESSAGES,
  describeUserAgent,
  type AccountSession,
  type SessionUser,
} from "@skyhire/validators";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { DomainError, notFound } from "../errors";

/** The actor's live sessions, the current one first, then by last seen. */
export async function listAccountSessions(
  db: Executor,
  { actor, currentSid }: { actor: SessionUser; currentSid: string | undefined },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      sid: sessions.sid,
      id: sessions.publicId,
      sess: sessions.sess,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map(({ sid, sess, ...row }) => ({
      ...row,
      ...describeUserAgent(sess.userAgent),
      provider: sess.provider ?? "unknown",
      current: sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the actor's sessions at once; another user's (or no) session is not found. */
export async function revokeAccountSession(db: Executor, { actor, id }: { actor: SessionUser; id: string }) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.publicId, id), eq(sessions.userId, actor.id)))
    .returning({ id: sessions.publicId });
  if (!ended) throw notFound(ACCOUNT_SESSION_MESSAGES.notFound);
  return ended;
}

/** "Sign out everywhere else": ends every session of the actor but the one of this request. */
export async function revokeOtherAccountSessions(
  db: Executor,
  { actor, currentSid }: { actor: SessionUser; currentSid: string | undefined },
) {
  if (!currentSid) throw new DomainError("FORBIDDEN", ACCOUNT_SESSION_MESSAGES.noCurrentSession);
  return { ended: await endOtherSessions(db, actor.id, currentSid) };
}
