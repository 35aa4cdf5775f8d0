"use client";

import type { OAuthProviderInfo } from "@skyhire/auth";
import { Button, Input, Label } from "@skyhire/ui";
import Link from "next/link";
import { useState, useTransition, type FormEvent } from "react";
import { signInWithPassword, signInWithProvider } from "../actions";

interface SignInFormProps {
  callbackUrl: string;
  providers: OAuthProviderInfo[];
  initialError: string | null;
}

/** E-mail + password form; on error it shows the message and keeps the e-mail typed. */
export function SignInForm({ callbackUrl, providers, initialError }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(initialError);
  const [leaving, setLeaving] = useState(false);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      try {
        const result = await signInWithPassword({ email, password, callbackUrl });
        if (result.ok) {
          setLeaving(true);
          // Full-page navigation: the whole app (nav included) renders for the signed-in user.
          window.location.assign(result.redirectTo);
          return;
        }
        setError(result.error);
      } catch {
        setError("Sign-in failed. Please try again.");
      }
      setPassword("");
    });
  }

  const busy = pending || leaving;

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={error ? "signin-error" : undefined}>
        {error ? (
          <p id="signin-error" role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="signin-email">Email</Label>
          <Input
            id="signin-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="signin-password">Password</Label>
          <Input
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Signing in…" : "Sign In"}
        </Button>
      </form>

      {providers.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-center text-xs text-muted-foreground">or</p>
          {providers.map((provider) => (
            <form key={provider.id} action={signInWithProvider}>
              <input type="hidden" name="provider" value={provider.id} />
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                Continue with {provider.name}
              </Button>
            </form>
          ))}
        </div>
      ) : null}

      <p className="text-center text-sm text-muted-foreground">
        New to Skyhire?{" "}
        <Link href="/onboarding/customer" className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
