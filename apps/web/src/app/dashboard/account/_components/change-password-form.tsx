"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema, type ChangePasswordInput } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_CHANGED_NOTICE } from "~/app/signin/notices";
import { useTRPC } from "~/trpc/react";
import { PasswordFields, type PasswordField } from "~/app/_components/password-fields";
import { serverMessage, useServerFieldErrors } from "~/features/forms/server-errors";

type Field = keyof ChangePasswordInput;
const FIELDS: readonly (PasswordField<ChangePasswordInput> & { name: Field })[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** Where the user signs in again: every session ended with the change, this one too. */
const SIGN_IN_AGAIN = `/signin?${new URLSearchParams({ callbackUrl: "/dashboard/account", notice: PASSWORD_CHANGED_NOTICE })}`;

/**
 * Change password: the shared schema checks the form first; the server checks the current password
 * and ends every session of the account, so the user signs in again with the new one.
 */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const placeFieldErrors = useServerFieldErrors(form, FIELD_NAMES);
  const { errors } = form.formState;
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setLeaving(true);
        window.location.assign(SIGN_IN_AGAIN);
      },
      onError: (error) => {
        if (placeFieldErrors(error).found === 0) {
          // A wrong current password belongs under that field; any other refusal is a toast.
          const message = serverMessage(error) || "Could not change the password";
          if (/current password/i.test(message)) form.setError("currentPassword", { type: "server", message });
          else toast({ variant: "destructive", title: "Error", description: message });
        }
        form.setValue("currentPassword", "");
      },
    }),
  );
  const busy = change.isPending || leaving;

  return (
    <Card data-testid="change-password">
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>You will be signed out everywhere and sign in again with the new password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
          noValidate
          className="flex flex-col gap-5"
          aria-label="Change password"
        >
          <PasswordFields fields={FIELDS} register={form.register} errors={errors} idPrefix="account" />
          <SubmitButton disabled={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? "Changing…" : "Change Password"}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
