/** Accounts: e-mail + password registration and the signed-in user as the client reads it. */
import { hashPassword, verifyPassword } from "@skyhire/auth/password";
import { endAllSessions } from "@skyhire/auth/session";
import { users, type Database, type Executor } from "@skyhire/db";
import { AUTH_MESSAGES, normalizeEmail, splitFullName, type SessionUser } from "@skyhire/validators";
import type { EnvSource } from "@skyhire/validators/plain";
import { eq } from "drizzle-orm";
import { apiVariables } from "../env";
import { conflict, DomainError } from "../errors";
import { discardResetLinks } from "./reset-links";
import { enforcePasswordClientLimit, enforceRateLimit, resetRateLimit, type RateLimitRule } from "./rate-limit";

export { REGISTER_RATE_LIMIT_MESSAGE } from "../env";

/**
 * Sign-ups per client address in an hour: REGISTER_RATE_LIMIT, default 10. Each costs a password
 * hash; the end-to-end tests, which make many accounts from one address, raise it.
 */
export function registerRateLimit(env?: EnvSource): RateLimitRule {
  return { limit: apiVariables(env).REGISTER_RATE_LIMIT, windowMs: 60 * 60_000 };
}

export interface RegisterAccountInput {
  email: string;
  password: string;
  /** The client's address (clientAddress in @skyhire/auth/forwarded): sign-ups are limited per address. */
  ip: string;
  /** The name the account is shown by (customer sign-up); none from operator onboarding's step 1. */
  name?: string;
}

export interface RegisteredAccount {
  id: string;
  email: string;
}

/** Creates a customer account. The hash never leaves this function; a taken e-mail is a CONFLICT. */
export async function registerAccount(db: Executor, input: RegisterAccountInput): Promise<RegisteredAccount> {
  const email = normalizeEmail(input.email);
  // Counted before the hash, so a flood from one address is refused before it costs anything.
  await enforceRateLimit(db, `register-client:${input.ip}`, registerRateLimit(), AUTH_MESSAGES.tooManySignUps);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, role: "customer", ...(input.name ? splitFullName(input.name) : {}) })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!created) throw conflict(AUTH_MESSAGES.emailTaken);
  return created;
}

/**
 * The account's one display name (users.first_name / last_name), set from a full name wherever a
 * form asks for one: sign-up, the customer profile, the onboarding's contact step.
 */
export async function setAccountName(db: Executor, userId: string, fullName: string): Promise<void> {
  await db.update(users).set(splitFullName(fullName)).where(eq(users.id, userId));
}

export type CurrentUser = Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role">;

/** The current user (GET /api/auth/user); UNAUTHORIZED when signed out. */
export function currentUser(user: SessionUser | null): CurrentUser {
  if (!user) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.unauthorized);
  const { id, email, firstName, lastName, profileImageUrl, role } = user;
  return { id, email, firstName, lastName, profileImageUrl, role };
}

/** Wrong current passwords allowed per account before a pause (the same pace as sign-in). */
const PASSWORD_CHANGE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Changes the signed-in user's password after checking the current one, and ends every session of
 * the account (this one too): a copy of an old cookie, wherever it is, stops working at once; so
 * does every reset link mailed before.
 */
export async function changePassword(
  db: Database,
  input: { userId: string; currentPassword: string; newPassword: string; ip: string },
): Promise<{ sessionsEnded: number }> {
  await enforcePasswordClientLimit(db, input.ip);
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!account) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.unauthorized);
  if (!account.passwordHash) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.noPassword);
  const limitKey = `password-change:${input.userId}`;
  // Counted before the check (a paused account costs no hash); a right password clears it below.
  await enforceRateLimit(db, limitKey, PASSWORD_CHANGE_LIMIT, AUTH_MESSAGES.tooManyPasswordAttempts);
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId)).returning({ email: users.email });
    if (changed) await discardResetLinks(tx, changed.email);
    await resetRateLimit(tx, limitKey);
    return { sessionsEnded: await endAllSessions(tx, input.userId) };
  });
}
