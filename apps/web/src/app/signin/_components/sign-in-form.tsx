"use client";

import type { OAuthProviderInfo } from "@skyhire/auth";
import { buttonVariants, inputClasses, labelClasses, useHydrated } from "@skyhire/ui";
import { mentionsSupport, SUPPORT_PATH } from "@skyhire/validators/plain";
import Link from "next/link";
import { useActionState, useEffect } from "react";
import { signInWithPassword, signInWithProvider, type SignInState } from "../actions";
import { FormAlert } from "~/features/forms/alert";

interface SignInFormProps {
  callbackUrl: string;
  providers: OAuthProviderInfo[];
  initialError: string | null;
  /** The sign-up link (made on the server: the onboarding steps stay out of this island). */
  signUpHref: string;
}

/**
 * Plain elements with the primitives' classes (`inputClasses`, `labelClasses`, `buttonVariants`):
 * the page's only island ships without Radix and tailwind-merge (docs/performance.md#page-weight).
 *
 * E-mail + password form posted to a server action: before the script loads it is a plain POST
 * (never a GET with the password in the URL); after, the action answers and the form leaves with a
 * full-page navigation so the whole app renders for the signed-in user. On error it shows the
 * message, keeps the e-mail and clears the password.
 */
export function SignInForm({ callbackUrl, providers, initialError, signUpHref }: SignInFormProps) {
  const initialState: SignInState = initialError ? { status: "error", error: initialError, email: "" } : { status: "idle" };
  const [state, formAction, pending] = useActionState(signInWithPassword, initialState);
  const hydrated = useHydrated();

  useEffect(() => {
    if (state.status === "signed-in") window.location.assign(state.redirectTo);
  }, [state]);

  const error = state.status === "error" ? state.error : null;
  const busy = pending || state.status === "signed-in";

  return (
    <div className="flex flex-col gap-6">
      <form action={formAction} className="flex flex-col gap-4" aria-describedby={error ? "signin-error" : undefined}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        {hydrated ? <input type="hidden" name="hydrated" value="1" /> : null}
        {error ? (
          <FormAlert id="signin-error">
            {error}
            {mentionsSupport(error) ? (
              <>
                {" "}
                <Link href={SUPPORT_PATH} className="font-medium underline underline-offset-4">
                  Contact support
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor="signin-email" className={labelClasses}>
            Email
          </label>
          <input
            className={inputClasses}
            id="signin-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.status === "error" ? state.email : ""}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="signin-password" className={labelClasses}>
            Password
          </label>
          <input
            className={inputClasses}
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" disabled={busy} className={buttonVariants({ className: "w-full" })}>
          {busy ? "Signing in…" : "Sign In"}
        </button>
        <Link href="/forgot-password" className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </form>

      {providers.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-center text-xs text-muted-foreground">or</p>
          {providers.map((provider) => (
            <form key={provider.id} action={signInWithProvider}>
              <input type="hidden" name="provider" value={provider.id} />
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <button
                type="submit"
                className={buttonVariants({ variant: "outline", className: "w-full" })}
                disabled={busy}
              >
                Continue with {provider.name}
              </button>
            </form>
          ))}
        </div>
      ) : null}

      <p className="text-center text-sm text-muted-foreground">
        New to Skyhire?{" "}
        <Link
          href={signUpHref}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
