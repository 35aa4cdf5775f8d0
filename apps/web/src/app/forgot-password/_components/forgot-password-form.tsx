"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { requestPasswordResetSchema, type RequestPasswordResetInput } from "@skyhire/validators";
import { Input, Label, SubmitButton } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { FormAlert } from "~/features/forms/alert";
import { FieldError } from "~/features/forms/field";
import { serverMessage } from "~/features/forms/server-errors";
import { useTRPC } from "~/trpc/react";

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" data-testid="reset-requested" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          If an account uses {request.variables.email.trim()}, a link to choose a new password is on its way. It works for
          60 minutes.
        </p>
        <Link href="/signin" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Forgot password"
    >
      {request.isError ? (
        <FormAlert>
          {serverMessage(request.error) || "Could not send the link. Please try again."}
        </FormAlert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "forgot-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="forgot-email-error" message={errors.email?.message} />
      </div>
      <SubmitButton disabled={request.isPending} className="w-full">
        {request.isPending ? "Sending…" : "Send Reset Link"}
      </SubmitButton>
      <Link href="/signin" className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}
