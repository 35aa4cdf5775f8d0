"use server";

import { oauthSignInOptions, safeCallbackPath, signIn, signInErrorMessage } from "@skyhire/auth";
import { AUTH_MESSAGES, LIMITS } from "@skyhire/validators";
import { redirect } from "next/navigation";
import { z } from "zod";

export type SignInState =
  | { status: "idle" }
  | { status: "signed-in"; redirectTo: string }
  | { status: "error"; error: string; email: string };

/** A server action is a public endpoint: its form data is checked like any request body. */
const passwordSignInInput = z.object({
  email: z.string().max(320),
  password: z.string().max(LIMITS.passwordMax),
  callbackUrl: z.string().max(2048).optional(),
  // Set by the hydrated form: it then navigates itself, with a full page load.
  hydrated: z.literal("1").optional(),
});

function field(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * E-mail + password sign-in, bound to the form's `action`, so it also works (by POST, never with the
 * password in the URL) when the form is sent before the page's script has loaded.
 */
export async function signInWithPassword(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = passwordSignInInput.safeParse({
    email: field(formData, "email") ?? "",
    password: field(formData, "password") ?? "",
    callbackUrl: field(formData, "callbackUrl"),
    hydrated: field(formData, "hydrated"),
  });
  if (!parsed.success) return { status: "error", error: AUTH_MESSAGES.invalidCredentials, email: "" };
  const { email, password, callbackUrl, hydrated } = parsed.data;
  const redirectTo = safeCallbackPath(callbackUrl);
  try {
    await signIn("credentials", { email, password, redirect: false, redirectTo });
  } catch (error) {
    const message = signInErrorMessage(error);
    if (message) return { status: "error", error: message, email };
    throw error;
  }
  if (!hydrated) redirect(redirectTo);
  return { status: "signed-in", redirectTo };
}

/** OAuth sign-in: redirects to the provider (only providers that are configured). */
export async function signInWithProvider(formData: FormData): Promise<void> {
  const provider = formData.get("provider");
  const callbackUrl = formData.get("callbackUrl");
  if (typeof provider !== "string" || !oauthSignInOptions().some((p) => p.id === provider)) return;
  await signIn(provider, { redirectTo: safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : null) });
}
