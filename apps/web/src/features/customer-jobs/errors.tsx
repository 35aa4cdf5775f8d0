"use client";

import { mentionsSupport, supportUrl } from "@skyhire/validators";
import { toast } from "@skyhire/ui/toast";
import Link from "next/link";
import { redirectToLogin } from "~/features/shell/logged-out";
import { errorStatus, isUnauthorizedError } from "~/lib/http-error";

const GENERIC = "Something went wrong. Please try again.";

/**
 * The server's own message for a refused action ("Your card was declined.", "Another proposal has
 * already been accepted for this job"); a server fault reads as a generic line, never its details.
 */
export function serverMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return GENERIC;
  return error instanceof Error && error.message ? error.message : GENERIC;
}

/**
 * A failed action: a lost session goes to sign in; anything else is a toast with the server's
 * message, and a Contact support link (about `jobId` when given) when the message sends the user
 * to support ("The job has been delivered; contact support to dispute it").
 */
export function reportActionError(error: unknown, title: string, jobId?: string): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  const description = serverMessage(error);
  const action = mentionsSupport(description) ? (
    <Link href={supportUrl(jobId)} className="shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium underline-offset-4 hover:underline">
      Contact support
    </Link>
  ) : undefined;
  toast({ variant: "destructive", title, description, action });
}
