"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordSchema, type ResetPasswordInput } from "@skyhire/validators";
import { SubmitButton } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordFields, type PasswordField } from "~/app/_components/password-fields";
import { FieldError } from "~/features/forms/field";
import { serverMessage } from "~/features/forms/server-errors";
import { PASSWORD_RESET_NOTICE } from "~/app/signin/notices";
import { useTRPC } from "~/trpc/react";

const FIELDS: readonly PasswordField<ResetPasswordInput>[] = [
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

/** The new password, typed twice; then the sign-in page with a notice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => {
        setLeaving(true);
        window.location.assign(`/signin?${new URLSearchParams({ notice: PASSWORD_RESET_NOTICE })}`);
      },
    }),
  );
  const { errors } = form.formState;
  const busy = reset.isPending || leaving;

  return (
    <form
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Reset password"
    >
      {reset.isError ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {serverMessage(reset.error) || "Could not change the password. Please try again."}{" "}
          <Link href="/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
        </div>
      ) : null}
      {errors.token?.message ? <FieldError id="reset-token-error" message={errors.token.message} /> : null}
      <PasswordFields fields={FIELDS} register={form.register} errors={errors} idPrefix="reset" />
      <SubmitButton disabled={busy} className="w-full">
        {busy ? "Saving…" : "Set New Password"}
      </SubmitButton>
    </form>
  );
}
