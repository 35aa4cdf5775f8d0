"use server";

import { oauthSignInOptions, safeCallbackPath, signIn, signInErrorMessage } from "@skyhire/auth";
import { AUTH_MESSAGES } from "@skyhire/validators";
import { z } from "zod";

export type SignInResult = { ok: true; redirectTo: string } | { ok: false; error: string };

/** A server action is a public endpoint: its argument is checked like any request body. */
const passwordSignInInput = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  callbackUrl: z.string().max(2048).optional(),
});

/**
 * E-mail + password sign-in. Sets the session cookie and answers where to go; the form then does a
 * full-page navigation there, so every part of the page is rendered for the signed-in user.
 */
export async function signInWithPassword(input: z.input<typeof passwordSignInInput>): Promise<SignInResult> {
  const parsed = passwordSignInInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: AUTH_MESSAGES.invalidCredentials };
  const { email, password, callbackUrl } = parsed.data;
  const redirectTo = safeCallbackPath(callbackUrl);
  try {
    await signIn("credentials", { email, password, redirect: false, redirectTo });
  } catch (error) {
    const message = signInErrorMessage(error);
    if (message) return { ok: false, error: message };
    throw error;
  }
  return { ok: true, redirectTo };
}

/** OAuth sign-in: redirects to the provider (only providers that are configured). */
export async function signInWithProvider(formData: FormData): Promise<void> {
  const provider = formData.get("provider");
  const callbackUrl = formData.get("callbackUrl");
  if (typeof provider !== "string" || !oauthSignInOptions().some((p) => p.id === provider)) return;
  await signIn(provider, { redirectTo: safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : null) });
}
