"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema, type RegisterInput, type SessionUser } from "@skyhire/validators";
import { Button, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { signInNewAccount } from "~/features/sign-up/actions";
import { apiRequest } from "~/lib/http-error";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { TOASTS } from "../copy";
import { failureText } from "../errors";
import { loginUrl } from "../steps";
import { ACCOUNT_DRAFT_KEY, accountDraftSchema, clearDraft, readDraft, writeDraftQuietly } from "../storage";
import { TextField } from "~/features/forms/field";
import { NewPasswordFields } from "~/features/forms/new-password-fields";

interface AccountStepProps {
  /** Signed-in already: nothing to create, the step only confirms the account. */
  user: SessionUser | null;
  onDone: (user: SessionUser) => void;
}

/** Step 1, Create Your Account (docs/product.md#operator-onboarding): POST /api/auth/register, then signed in. */
export function AccountStep({ user, onDone }: AccountStepProps) {
  if (user) {
    return (
      <div className="flex flex-col gap-6">
        <p className="text-sm">
          You are signed in as <span className="font-medium break-all">{user.email}</span>. Continue to set up your operator
          profile with this account.
        </p>
        <div className="flex justify-end">
          <Button onClick={() => onDone(user)}>Continue</Button>
        </div>
      </div>
    );
  }
  return <RegisterForm onDone={onDone} />;
}

function RegisterForm({ onDone }: { onDone: (user: SessionUser) => void }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    // Only the e-mail is kept between visits: passwords never touch storage.
    defaultValues: { email: readDraft(ACCOUNT_DRAFT_KEY, accountDraftSchema)?.email ?? "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === "email") writeDraftQuietly(ACCOUNT_DRAFT_KEY, { email: values.email ?? "" });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/auth/register", values);
    } catch (error) {
      toast({ ...TOASTS.registrationFailed, description: failureText(error), variant: "destructive" });
      return;
    }
    toast(TOASTS.accountCreated);
    clearDraft(ACCOUNT_DRAFT_KEY);

    const signedIn = await signInNewAccount({ email: values.email, password: values.password }).catch(() => null);
    if (!signedIn?.ok) {
      // The account exists; signing in on the sign-in page brings the operator back to step 2.
      toast({
        ...TOASTS.signInFailed,
        description: signedIn?.error ?? "Your account was created. Please sign in to continue.",
        variant: "destructive",
      });
      setLeaving(true);
      window.location.assign(loginUrl(2));
      return;
    }
    try {
      const me = await trpcClient.auth.me.query();
      queryClient.setQueryData(trpc.auth.me.queryKey(), me);
      // The navigation bar and every server-rendered part now render for the signed-in operator.
      router.refresh();
      onDone(me);
    } catch {
      setLeaving(true);
      window.location.assign(loginUrl(2));
    }
  });

  const busy = isSubmitting || leaving;
  const error = (name: keyof RegisterInput) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField id="account-email" label="Email" error={error("email")} type="email" autoComplete="email" {...form.register("email")} />
      <NewPasswordFields
        idPrefix="account"
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: error("password"), confirmPassword: error("confirmPassword") }}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Already have an account?{" "}
          {/* A full navigation: /api/login is a redirect, not a page to prefetch. */}
          <a href={loginUrl(2)} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </a>
        </p>
        <SubmitButton disabled={busy}>
          {busy ? "Creating account…" : "Create Account"}
        </SubmitButton>
      </div>
    </form>
  );
}
