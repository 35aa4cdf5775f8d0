import { TRPCClientError } from "@trpc/client";
import { errorStatus } from "~/lib/http-error";

/** docs/product.md#operator-profile-editor toasts after a save. */
export const SAVE_MESSAGES = {
  draft: "Your profile has been saved as draft",
  unpublishTitle: "Take your profile offline?",
  unpublishWarning:
    "Your profile is live. Saving it as a draft unpublishes it: customers no longer see it, and every one of your listings leaves search and cannot be booked until you Save & Publish again.",
  published: "Your operator profile is now live!",
} as const;

/**
 * docs/product.md#operator-profile-editor: the server's message from the response body, else 'Failed to save operator profile
 * ({status})'. A server failure (5xx) or a lost connection has no message worth showing.
 */
export function saveErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  const message = error instanceof TRPCClientError ? error.message : "";
  if (message && status !== undefined && status < 500) return message;
  return `Failed to save operator profile (${status ?? 0})`;
}
