"use server";

import { signIn, signInErrorMessage } from "@skyhire/auth";
import { AUTH_MESSAGES, LIMITS } from "@skyhire/validators";
import { z } from "zod";

export type NewAccountSignInResult = { ok: true } | { ok: false; error: string };

/** A server action is a public endpoint: its argument is checked like any request body. */
const input = z.object({ email: z.string().max(320), password: z.string().max(LIMITS.passwordMax) });

/**
 * Signs a new account in right after POST /api/auth/register created it: the operator onboarding's
 * step 1 (docs/product.md#operator-onboarding: step 2's uploads need a session) and the customer sign-up. Sets the session
 * cookie only; the page decides where to go.
 */
export async function signInNewAccount(values: z.input<typeof input>): Promise<NewAccountSignInResult> {
  const parsed = input.safeParse(values);
  if (!parsed.success) return { ok: false, error: AUTH_MESSAGES.invalidCredentials };
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    const message = signInErrorMessage(error);
    if (message) return { ok: false, error: message };
    throw error;
  }
  return { ok: true };
}
