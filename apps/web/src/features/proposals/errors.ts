"use client";

import { toast } from "@skyhire/ui/toast";
import { redirectToLogin } from "~/app/dashboard/customer/_components/logged-out";
import { errorStatus, isUnauthorizedError } from "~/lib/http-error";

const GENERIC = "Something went wrong. Please try again.";

/**
 * The server's own words for a refused action ("Only approved operators can send proposals",
 * "This job is no longer accepting proposals"); a server fault reads as a generic line.
 */
export function serverMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return GENERIC;
  return error instanceof Error && error.message ? error.message : GENERIC;
}

/** A failed action: a lost session goes to sign in; anything else is a toast with the server's message. */
export function reportActionError(error: unknown, title: string): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  toast({ variant: "destructive", title, description: serverMessage(error) });
}
