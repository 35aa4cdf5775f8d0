import { z } from "zod";
import { SUPPORT_PATH } from "./support-links";

export * from "./support-links";

/** The support page (issue 11 §9): its messages, written once for the form and the procedure. */
export const SUPPORT_MESSAGES = {
  subjectTooShort: "Subject must be at least 3 characters",
  subjectTooLong: "Subject cannot exceed 150 characters",
  messageTooShort: "Please describe what happened in at least 20 characters",
  messageTooLong: "Message cannot exceed 5000 characters",
  invalidEmail: "Invalid email address",
  emailRequired: "Enter the email address we should reply to",
  invalidJob: "This job reference is not valid",
  tooMany: "Too many support requests. Please try again in an hour.",
} as const;



/** The support page, about one job when given (the job pages link here with their id). */
export function supportUrl(jobId?: string | null): string {
  return jobId ? `${SUPPORT_PATH}?${new URLSearchParams({ jobId })}` : SUPPORT_PATH;
}

/**
 * A support request. Signed in, replies go to the account's e-mail; signed out (someone who cannot
 * sign in, say) the form asks where to reply.
 */
export const supportRequestSchema = z.object({
  email: z
    .string({ error: SUPPORT_MESSAGES.invalidEmail })
    .trim()
    .max(320, SUPPORT_MESSAGES.invalidEmail)
    .pipe(z.union([z.literal(""), z.email({ error: SUPPORT_MESSAGES.invalidEmail })]))
    .optional()
    .transform((value) => value || undefined),
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectTooShort })
    .trim()
    .min(3, SUPPORT_MESSAGES.subjectTooShort)
    .max(150, SUPPORT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageTooShort })
    .trim()
    .min(20, SUPPORT_MESSAGES.messageTooShort)
    .max(5000, SUPPORT_MESSAGES.messageTooLong),
  jobId: z
    .string({ error: SUPPORT_MESSAGES.invalidJob })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, SUPPORT_MESSAGES.invalidJob)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestValues = z.output<typeof supportRequestSchema>;

