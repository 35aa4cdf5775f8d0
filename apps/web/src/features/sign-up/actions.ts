"use server";

import { signIn, signInErrorMessage } from "@skyhire/auth";
import { AUTH_MESSAGES } from "@skyhire/validators";
import { z } from "zod";

export type OperatorSignInResult = { ok: true } | { ok: false; error: string };

/** A server action is a public endpoint: its argument is checked like any request body. */
const input = z.object({ email: z.string().max(320), password: z.string().max(1024) });

/**
 * Signs the operator in right after step 1 created the account (spec 001 §4: step 1 leads straight
 * to step 2, whose uploads and submission need a session). Sets the session cookie only; the page
 * stays where it is.
 */
export async function signInNewOperator(values: z.input<typeof input>): Promise<OperatorSignInResult> {
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
