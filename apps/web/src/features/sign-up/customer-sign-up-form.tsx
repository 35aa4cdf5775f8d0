"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES, customerSignUpSchema, type CustomerSignUpInput } from "@skyhire/validators";
import { SubmitButton } from "@skyhire/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "~/features/forms/alert";
import { TextField } from "~/features/forms/field";
import { NewPasswordFields } from "~/features/forms/new-password-fields";
import { errorStatus, errorText } from "~/lib/http-error";
import { useTRPCClient } from "~/trpc/react";
import { signInNewAccount } from "./actions";

interface CustomerSignUpFormProps {
  /** Where the new customer lands, signed in (the customer onboarding's step 2). */
  destination: string;
  /** Where to sign in when the account exists but signing in failed. */
  signInHref: string;
}

/**
 * A new customer account: name, e-mail, password twice. The account is created by auth.register
 * (the procedure behind POST /api/auth/register), then signed in the way the operator onboarding
 * does, then a full page load to `destination` so every part of the page renders signed in.
 */
export function CustomerSignUpForm({ destination, signInHref }: CustomerSignUpFormProps) {
  const trpcClient = useTRPCClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CustomerSignUpInput>({
    resolver: zodResolver(customerSignUpSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await trpcClient.auth.register.mutate(values);
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("email", { message: AUTH_MESSAGES.emailTaken }, { shouldFocus: true });
      else setFailure(errorText(error));
      return;
    }
    setLeaving(true);
    const signedIn = await signInNewAccount({ email: values.email, password: values.password }).catch(() => null);
    // The account exists either way; without a session the sign-in page brings the customer back.
    window.location.assign(signedIn?.ok ? destination : signInHref);
  });

  const busy = isSubmitting || leaving;
  const error = (name: keyof CustomerSignUpInput) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create your account">
      {failure ? (
        <FormAlert>
          {failure}
        </FormAlert>
      ) : null}
      <TextField
        id="signup-name"
        label="Full Name"
        error={error("name")}
        hint="Shown to operators and on your reviews."
        autoComplete="name"
        {...form.register("name")}
      />
      <TextField id="signup-email" label="Email" error={error("email")} type="email" autoComplete="email" {...form.register("email")} />
      <NewPasswordFields
        idPrefix="signup"
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: error("password"), confirmPassword: error("confirmPassword") }}
      />
      <SubmitButton disabled={busy} className="w-full">
        {busy ? "Creating account…" : "Create Account"}
      </SubmitButton>
    </form>
  );
}
