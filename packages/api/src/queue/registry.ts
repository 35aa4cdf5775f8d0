/**
 * The job queue this process runs, if any. The web server starts one (instrumentation.ts); scripts
 * and tests usually do not, and then the work is done at once by the caller.
 */
import type { Executor } from "@skyhire/db";
import type { MailMessage } from "../services/mail/send";

/** A password-reset request, done by the worker (services/password-reset.ts: sendPasswordReset). */
export interface PasswordResetJob {
  email: string;
  baseUrl: string;
}

export interface RunningJobQueue {
  /** Queues one e-mail; the worker sends it and retries a refusal. */
  enqueueMail: (message: MailMessage) => Promise<void>;
  /** Queues these notifications' e-mails (each at most once while its job exists). */
  enqueueNotificationEmails: (ids: readonly string[]) => Promise<number>;
  /**
   * Asks for a look at a conversation's unread messages for one recipient at `at` (at most one
   * look waits per conversation and recipient: a second ask while one waits adds nothing).
   */
  enqueueMessageMail: (input: { conversationId: string; recipientId: string; at: Date }) => Promise<void>;
  /**
   * Queues webhook deliveries, inside `executor`'s transaction when given (the job exists exactly
   * when the change committed). A job run twice finds the delivery done: the row decides.
   */
  enqueueWebhookDeliveries: (ids: readonly string[], executor?: Executor) => Promise<void>;
  /** Queues a password-reset request: whether the address has an account is looked at by the worker. */
  enqueuePasswordReset: (job: PasswordResetJob) => Promise<void>;
}

const globalForQueue = globalThis as unknown as { skyhireJobQueue?: RunningJobQueue | null };

export function runningJobQueue(): RunningJobQueue | null {
  return globalForQueue.skyhireJobQueue ?? null;
}

/** Registers a started queue unless one already serves this process (the first one started wins). */
export function registerJobQueue(queue: RunningJobQueue): void {
  globalForQueue.skyhireJobQueue ??= queue;
}

/** Forgets a stopped queue, if it is the registered one. */
export function unregisterJobQueue(queue: RunningJobQueue): void {
  if (globalForQueue.skyhireJobQueue === queue) globalForQueue.skyhireJobQueue = null;
}
