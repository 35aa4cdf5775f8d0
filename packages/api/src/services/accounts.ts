/** Accounts: e-mail + password registration and the signed-in user as the client reads it. */
import { hashPassword } from "@skyhire/auth/password";
import { users, type Executor } from "@skyhire/db";
import { AUTH_MESSAGES, normalizeEmail, type SessionUser } from "@skyhire/validators";
import { conflict, DomainError } from "../errors";

export interface RegisterAccountInput {
  email: string;
  password: string;
}

export interface RegisteredAccount {
  id: string;
  email: string;
}

/** Creates a customer account. The hash never leaves this function; a taken e-mail is a CONFLICT. */
export async function registerAccount(db: Executor, input: RegisterAccountInput): Promise<RegisteredAccount> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, role: "customer" })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!created) throw conflict(AUTH_MESSAGES.emailTaken);
  return created;
}

export type CurrentUser = Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role">;

/** The current user (GET /api/auth/user); UNAUTHORIZED when signed out. */
export function currentUser(user: SessionUser | null): CurrentUser {
  if (!user) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.unauthorized);
  const { id, email, firstName, lastName, profileImageUrl, role } = user;
  return { id, email, firstName, lastName, profileImageUrl, role };
}
