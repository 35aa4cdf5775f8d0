/**
 * Server-side session registry (`sessions` table). The signed cookie carries only a sid; a request is
 * signed in only while that row exists, has not expired and belongs to an active user. Deleting rows
 * therefore ends every copy of a cookie at once (sign-out, password change, suspension).
 * Free of next-auth so services and tests can import it (`@skyhire/auth/session`).
 */
import { randomBytes } from "node:crypto";
import type { Executor } from "@skyhire/db";
import { sessions, users } from "@skyhire/db/schema";
import { ACCOUNT_SESSION_LIMITS, type SessionUser } from "@skyhire/validators";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const MAX_USER_AGENT_LENGTH = 512;
const MAX_ADDRESS_LENGTH = 64;

export interface NewSession {
  userId: string;
  provider: string;
  userAgent?: string | null;
  /** The client address it signs in from (./forwarded.ts). */
  ipAddress?: string | null;
}

/** Registers a new session and returns its sid (32 random bytes, hex). */
export async function createSession(db: Executor, input: NewSession): Promise<string> {
  const sid = randomBytes(32).toString("hex");
  const userAgent = input.userAgent?.slice(0, MAX_USER_AGENT_LENGTH);
  await db.insert(sessions).values({
    sid,
    userId: input.userId,
    sess: { provider: input.provider, ...(userAgent ? { userAgent } : {}) },
    ipAddress: input.ipAddress?.slice(0, MAX_ADDRESS_LENGTH) || null,
    expire: sql`now() + (${SESSION_MAX_AGE_SECONDS}::integer * interval '1 second')`,
  });
  return sid;
}

/** The columns of `users` a SessionUser is read from (sessions, API tokens, tests). */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
};

/**
 * The user behind a live session, read fresh (current role, name, e-mail); null when it is gone.
 * The same read says whether the session's last-seen time is older than
 * ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs; only then is it written, so a signed-in request costs no
 * write, and a write that fails is logged and does not fail the request.
 */
export async function findSessionUser(db: Executor, sid: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      user: sessionUserColumns,
      lastSeenStale: sql<boolean>`${sessions.lastSeenAt} < now() - (${ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs}::integer * interval '1 millisecond')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`), eq(users.status, "active")))
    .limit(1);
  if (!row) return null;
  if (row.lastSeenStale) await touchLastSeen(db, sid);
  return row.user;
}

async function touchLastSeen(db: Executor, sid: string): Promise<void> {
  try {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.sid, sid));
  } catch (error) {
    console.error("Updating a session's last-seen time failed; the request goes on.", error);
  }
}

/** Ends one session (sign-out). */
export async function endSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Ends every session of a user (password change, suspension); returns how many were ended. */
export async function endAllSessions(db: Executor, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ sid: sessions.sid });
  return ended.length;
}

/** Ends every session of a user but one (the security page's "Sign out everywhere else"); returns how many. */
export async function endOtherSessions(db: Executor, userId: string, keepSid: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return ended.length;
}

/** Deletes expired rows; for a periodic job (expired rows never sign anyone in either way). */
export async function pruneExpiredSessions(db: Executor): Promise<number> {
  const gone = await db.delete(sessions).where(lte(sessions.expire, sql`now()`)).returning({ sid: sessions.sid });
  return gone.length;
}
