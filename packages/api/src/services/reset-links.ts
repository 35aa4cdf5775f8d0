/**
 * Password-reset links as stored: one verification-token row per link, its identifier the address
 * under this prefix. Apart from password-reset.ts so that accounts.ts (which the app's entry loads for
 * its sign-up limit) can end the links without loading the mail code behind a reset.
 */
import { verificationTokens, type Executor } from "@skyhire/db";
import { normalizeEmail } from "@skyhire/validators";
import { eq } from "drizzle-orm";

export const RESET_IDENTIFIER_PREFIX = "password-reset:";

/**
 * Every reset link of this address stops working: a password set by a link or on the account page
 * makes any other link mailed before it useless (security finding 6).
 */
export async function discardResetLinks(db: Executor, email: string): Promise<void> {
  await db
    .delete(verificationTokens)
    .where(eq(verificationTokens.identifier, `${RESET_IDENTIFIER_PREFIX}${normalizeEmail(email)}`));
}
