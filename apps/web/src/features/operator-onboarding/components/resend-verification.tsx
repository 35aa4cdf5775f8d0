"use client";

import { Button } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { EMAIL_VERIFICATION_MESSAGES } from "@skyhire/validators";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { failureText } from "../errors";

/** Sends the signed-in user a new verification link (a few per hour). */
export function ResendVerification({ variant = "outline" }: { variant?: "outline" | "default" }) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.operatorOnboarding.resendVerification.mutationOptions());
  async function onClick() {
    try {
      const result = await resend.mutateAsync();
      toast(
        result.status === "sent"
          ? TOASTS.verificationSent
          : { title: EMAIL_VERIFICATION_MESSAGES.verifiedTitle, description: EMAIL_VERIFICATION_MESSAGES.alreadyVerified },
      );
    } catch (error) {
      toast({ ...TOASTS.verificationFailed, description: failureText(error), variant: "destructive" });
    }
  }
  return (
    <Button type="button" variant={variant} size="sm" className="w-fit" disabled={resend.isPending} onClick={() => void onClick()}>
      {resend.isPending ? "Sending…" : "Resend verification email"}
    </Button>
  );
}
