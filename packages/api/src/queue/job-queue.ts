/**
 * Work that happens later goes through a PostgreSQL-backed queue (pg-boss) and its worker, never a
 * timer inside a request: every e-mail (account mails and notification mails), retried with backoff
 * when the mail server fails; a sweep every few minutes that queues any notification e-mail whose
 * job was never written (the process stopped between the commit and the enqueue); a morning run of
 * document-expiry reminders; saved-search and favourite alerts every few seconds, the daily and weekly
 * digests; a sweep every minute that finishes payment operations a crash left without the
 * gateway's answer (services/lifecycle/recovery.ts); a sweep every minute that reminds customers of
 * deliveries about to be released and releases those nobody answered (services/lifecycle/auto-release.ts);
 * a sweep every minute that sends disputes unresolved for 7 days to the admins (services/lifecycle/disputes.ts);
 * e-mails for messages left unread past MESSAGE_MAIL_DELAY_SECONDS, and a sweep for any whose job was
 * never written (services/lifecycle/message-mail.ts);
 * signed webhook deliveries, each try a job retried with backoff, and a sweep for any never queued
 * (services/webhooks/delivery.ts); password-reset requests, so that the request answers alike
 * whether or not the address has an account (services/password-reset.ts);
 * and a nightly clean-up of ended sessions, old
 * rate-limit counters, old live events and message attachments never sent. pg-boss keeps its tables in the `pgboss`
 * schema of the app's database and talks through the app's connection.
 */
import { pruneExpiredSessions } from "@skyhire/auth/session";
import type { Database } from "@skyhire/db";
import type { Executor } from "@skyhire/db";
import { FAVOURITE_LIMITS, LIVE_LIMITS, SAVED_SEARCH_LIMITS, WEBHOOK_LIMITS } from "@skyhire/validators";
import { paymentGateway, type PaymentGateway } from "@skyhire/payments";
import PgBoss from "pg-boss";
import { sendMail, type MailMessage } from "../services/mail/send";
import { sendPasswordReset } from "../services/password-reset";
import { sendDocumentExpiryReminders } from "../services/admin/document-reminders";
import { pruneRateLimits } from "../services/rate-limit";
import { pruneLiveEvents } from "../services/live-events";
import { pruneIdempotencyKeys } from "../services/idempotency";
import { runSearchAlerts, sendSearchDigests } from "../services/saved-search-matching";
import { runFavouriteAlerts } from "../services/favourite-alerts";
import { sendNotificationEmail, unsentNotificationIds } from "../services/lifecycle/notifications";
import { finishPendingPaymentOperations, type SweepResult } from "../services/lifecycle/recovery";
import { runAutoRelease, type AutoReleaseResult } from "../services/lifecycle/auto-release";
import { autoReleaseSweepSeconds } from "../services/lifecycle/auto-release-due";
import { escalateDueDisputes } from "../services/lifecycle/disputes";
import { mailOverdueMessages, mailUnreadMessages } from "../services/lifecycle/message-mail";
import { pruneUnsentAttachments } from "../services/lifecycle/attachments";
import { pruneExpiredAttachmentUploads } from "../rest/attachments";
import { getStorage } from "../storage";
import { attemptWebhookDelivery, unqueuedWebhookDeliveryIds, WebhookAttemptFailed } from "../services/webhooks/delivery";
import { queueConnection } from "./adapter";
import { registerJobQueue, unregisterJobQueue, type PasswordResetJob, type RunningJobQueue } from "./registry";

export const QUEUES = {
  mail: "mail",
  notificationEmail: "notification-email",
  notificationEmailSweep: "notification-email-sweep",
  housekeeping: "housekeeping",
  documentReminders: "document-expiry-reminders",
  searchAlerts: "search-alerts",
  searchDigestDaily: "search-digest-daily",
  searchDigestWeekly: "search-digest-weekly",
  paymentOperationsSweep: "payment-operations-sweep",
  autoRelease: "auto-release",
  disputeEscalation: "dispute-escalation",
  messageEmail: "message-email",
  messageEmailSweep: "message-email-sweep",
  webhookDelivery: "webhook-delivery",
  webhookDeliverySweep: "webhook-delivery-sweep",
  passwordReset: "password-reset",
} as const;

/** A refused mail is tried again after 30 s, 60 s, 120 s, … (five more times). */
const NOTIFICATION_EMAIL_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
/** A failed webhook try is tried again after 30 s, 60 s, 120 s, … until WEBHOOK_LIMITS.maxAttempts. */
const WEBHOOK_RETRY = {
  retryLimit: WEBHOOK_LIMITS.maxAttempts - 1,
  retryDelay: WEBHOOK_LIMITS.retryDelaySeconds,
  retryBackoff: true,
} as const;
const WEBHOOK_SWEEP_CRON = "* * * * *";
const SWEEP_CRON = "*/5 * * * *";
const HOUSEKEEPING_CRON = "17 3 * * *";
const DOCUMENT_REMINDERS_CRON = "0 8 * * *";
/** Saved-search alerts are asked for this often (and by a cron every minute, the schedule's finest step). */
const SEARCH_ALERTS_EVERY_SECONDS = 10;
const SEARCH_ALERTS_CRON = "* * * * *";
const SEARCH_DIGEST_DAILY_CRON = "0 7 * * *";
const SEARCH_DIGEST_WEEKLY_CRON = "0 7 * * 1";
const PAYMENT_OPERATIONS_CRON = "* * * * *";
const AUTO_RELEASE_CRON = "* * * * *";
const DISPUTE_ESCALATION_CRON = "* * * * *";
const MESSAGE_EMAIL_SWEEP_CRON = "*/5 * * * *";
/** Rate-limit windows are minutes long: a counter untouched for a day counts nothing any more. */
const RATE_LIMIT_ROW_MAX_AGE_MS = 24 * 60 * 60_000;
/** The sweep leaves younger mails to their own jobs and gives up on mails older than two days. */
const SWEEP_GRACE_MS = 10 * 60_000;
const SWEEP_HORIZON_MS = 2 * 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

export interface JobQueueOptions {
  /** How often an idle worker looks for mail to send (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs the cron schedule (the sweep); tests turn it off. */
  schedule?: boolean;
  /**
   * False: this process only queues work — a web server with JOB_QUEUE=off, beside a separate
   * `pnpm worker` that does it. No workers, no schedule, no maintenance here.
   */
  work?: boolean;
  /** How a refused e-mail is retried (tests shorten the wait). */
  notificationEmailRetry?: PgBoss.RetryOptions;
  /** How a failed webhook try is retried (tests shorten the wait). */
  webhookRetry?: PgBoss.RetryOptions;
  /** The payment gateway the payments and auto-release sweeps send with (the process's one by default). */
  gateway?: PaymentGateway;
  /**
   * Also asks for the auto-release sweep this often (seconds), beside its cron every minute: a test
   * server with a window of seconds need not wait for the minute. AUTO_RELEASE_SWEEP_SECONDS by default.
   */
  autoReleaseEverySeconds?: number;
}

export interface JobQueue extends RunningJobQueue {
  boss: PgBoss;
  /** Queues notification e-mails older than the grace period that were never sent. */
  sweepUnsentNotificationEmails: (now?: Date) => Promise<number>;
  /** Deletes expired sessions and stale rate-limit counters; says how many of each. */
  runHousekeeping: () => Promise<{
    sessions: number;
    rateLimits: number;
    liveEvents: number;
    /** Message attachments uploaded but never sent, and unfinished resumable uploads, past their day. */
    unsentAttachments: number;
    unfinishedUploads: number;
  }>;
  /** Sends again the payment operations left pending past the grace period, and applies the answers. */
  sweepPendingPaymentOperations: (now?: Date) => Promise<SweepResult>;
  /** Sends the auto-release reminders due and releases the deliveries nobody answered in time. */
  sweepAutoReleases: (now?: Date) => Promise<AutoReleaseResult>;
  /** Sends the open disputes past their escalation date to the admins (once each); says how many. */
  sweepDisputeEscalations: () => Promise<number>;
  /** Queues webhook deliveries written by a process without a queue; says how many. */
  sweepUnqueuedWebhookDeliveries: (now?: Date) => Promise<number>;
  stop: () => Promise<void>;
}

/** A look at one conversation's unread messages for one recipient. */
interface MessageMailJob {
  conversationId: string;
  recipientId: string;
}

const DEADLOCK = "40P01";
const CREATE_QUEUE_ATTEMPTS = 5;

function isDeadlock(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === DEADLOCK) return true;
  }
  return false;
}

/**
 * Instances starting together create the same queues at once, and pg-boss's create_queue can then
 * deadlock (PostgreSQL ends one of them): the loser tries again, and finds the queue made.
 */
async function retryOnDeadlock(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CREATE_QUEUE_ATTEMPTS || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startJobQueue(db: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const work = options.work ?? true;
  const schedule = work && (options.schedule ?? true);
  const boss = new PgBoss({ db: queueConnection(db, db), schema: "pgboss", schedule, supervise: work });
  boss.on("error", (error) => console.error("Job queue error", error));
  await boss.start();
  const retry = options.notificationEmailRetry ?? NOTIFICATION_EMAIL_RETRY;
  const createQueue = (name: string, queueOptions: Omit<PgBoss.Queue, "name"> = {}) =>
    retryOnDeadlock(() => boss.createQueue(name, { name, ...queueOptions }));
  await createQueue(QUEUES.mail, retry);
  await createQueue(QUEUES.notificationEmail, retry);
  await createQueue(QUEUES.notificationEmailSweep);
  await createQueue(QUEUES.housekeeping);
  await createQueue(QUEUES.documentReminders);
  // "short": at most one run waits, however often it is asked for.
  await createQueue(QUEUES.searchAlerts, { policy: "short" });
  await createQueue(QUEUES.searchDigestDaily);
  await createQueue(QUEUES.searchDigestWeekly);
  await createQueue(QUEUES.paymentOperationsSweep);
  // "short": asked for by cron and by a timer, at most one run waits.
  await createQueue(QUEUES.autoRelease, { policy: "short" });
  await createQueue(QUEUES.disputeEscalation, { policy: "short" });
  // "stately" with the conversation and recipient as key: at most one look waits and one runs per
  // conversation and recipient, whichever instance asked and whichever worker takes it.
  await createQueue(QUEUES.messageEmail, { policy: "stately", ...retry });
  await createQueue(QUEUES.messageEmailSweep, { policy: "short" });
  const webhookRetry = options.webhookRetry ?? WEBHOOK_RETRY;
  await createQueue(QUEUES.webhookDelivery, webhookRetry);
  await createQueue(QUEUES.webhookDeliverySweep, { policy: "short" });
  await createQueue(QUEUES.passwordReset, retry);
  const gateway = options.gateway ?? paymentGateway();
  const autoReleaseEverySeconds = options.autoReleaseEverySeconds ?? autoReleaseSweepSeconds();

  async function enqueueMail(message: MailMessage): Promise<void> {
    const id = await boss.send(QUEUES.mail, message, retry);
    if (!id) throw new Error(`The mail to ${message.to} could not be queued`);
  }

  async function enqueuePasswordReset(job: PasswordResetJob): Promise<void> {
    const id = await boss.send(QUEUES.passwordReset, job, retry);
    if (!id) throw new Error("The password reset could not be queued");
  }

  async function enqueueNotificationEmails(ids: readonly string[]): Promise<number> {
    let queued = 0;
    for (const id of ids) {
      // The notification's id is the job's: queuing it twice while its job exists adds nothing.
      const jobId = await boss.send(QUEUES.notificationEmail, { notificationId: id }, { id, ...retry });
      if (jobId) queued += 1;
    }
    return queued;
  }

  async function enqueueMessageMail(input: { conversationId: string; recipientId: string; at: Date }): Promise<void> {
    const data: MessageMailJob = { conversationId: input.conversationId, recipientId: input.recipientId };
    // null: a look at this conversation for this recipient already waits; it will see this message too.
    await boss.send(QUEUES.messageEmail, data, {
      ...retry,
      singletonKey: `${input.conversationId}:${input.recipientId}`,
      startAfter: input.at,
    });
  }

  async function enqueueWebhookDeliveries(ids: readonly string[], executor?: Executor): Promise<void> {
    // No job id: a retry asked for later must not meet the finished job of the first send.
    const connection = executor ? { db: queueConnection(executor) } : {};
    for (const deliveryId of ids) await boss.send(QUEUES.webhookDelivery, { deliveryId }, { ...webhookRetry, ...connection });
  }

  async function sweepUnqueuedWebhookDeliveries(now = new Date()): Promise<number> {
    const ids = await unqueuedWebhookDeliveryIds(db, {
      olderThan: new Date(now.getTime() - 2 * 60_000),
      newerThan: new Date(now.getTime() - SWEEP_HORIZON_MS),
      limit: SWEEP_BATCH,
    });
    await enqueueWebhookDeliveries(ids);
    return ids.length;
  }

  async function lookAtUnreadMessages(job: MessageMailJob): Promise<void> {
    const outcome = await mailUnreadMessages(db, { ...job, now: new Date() });
    // A message not due yet (it came after this look was asked for): look again when it is.
    if (!outcome.mailed && outcome.lookAgainAt) await enqueueMessageMail({ ...job, at: outcome.lookAgainAt });
  }

  async function sweepUnsentNotificationEmails(now = new Date()): Promise<number> {
    const ids = await unsentNotificationIds(db, {
      olderThan: new Date(now.getTime() - SWEEP_GRACE_MS),
      newerThan: new Date(now.getTime() - SWEEP_HORIZON_MS),
      limit: SWEEP_BATCH,
    });
    return enqueueNotificationEmails(ids);
  }

  async function runHousekeeping() {
    return {
      sessions: await pruneExpiredSessions(db),
      rateLimits: await pruneRateLimits(db, RATE_LIMIT_ROW_MAX_AGE_MS),
      liveEvents: await pruneLiveEvents(db, new Date(Date.now() - LIVE_LIMITS.retentionMs)),
      idempotencyKeys: await pruneIdempotencyKeys(db),
      unsentAttachments: await pruneUnsentAttachments(db, getStorage()),
      unfinishedUploads: await pruneExpiredAttachmentUploads(),
    };
  }

  async function sweepPendingPaymentOperations(now = new Date()) {
    return finishPendingPaymentOperations(db, gateway, now);
  }

  async function sweepAutoReleases(now = new Date()) {
    return runAutoRelease(db, gateway, now);
  }

  async function sweepDisputeEscalations() {
    return escalateDueDisputes(db);
  }

  if (work) await startWorkers();
  let searchAlertTimer: ReturnType<typeof setInterval> | undefined;
  let autoReleaseTimer: ReturnType<typeof setInterval> | undefined;
  if (schedule) {
    // Cron runs once a minute at most: alerts are asked for every few seconds too (the queue's
    // "short" policy keeps one waiting run, so several processes asking add nothing).
    const askForSearchAlerts = () =>
      void boss.send(QUEUES.searchAlerts, {}).catch((error: unknown) => console.error("Search alerts not queued", error));
    askForSearchAlerts();
    searchAlertTimer = setInterval(askForSearchAlerts, SEARCH_ALERTS_EVERY_SECONDS * 1000);
    searchAlertTimer.unref();
    await boss.schedule(QUEUES.searchAlerts, SEARCH_ALERTS_CRON);
    await boss.schedule(QUEUES.searchDigestDaily, SEARCH_DIGEST_DAILY_CRON);
    await boss.schedule(QUEUES.searchDigestWeekly, SEARCH_DIGEST_WEEKLY_CRON);
    await boss.schedule(QUEUES.documentReminders, DOCUMENT_REMINDERS_CRON);
    await boss.schedule(QUEUES.notificationEmailSweep, SWEEP_CRON);
    await boss.schedule(QUEUES.housekeeping, HOUSEKEEPING_CRON);
    await boss.schedule(QUEUES.paymentOperationsSweep, PAYMENT_OPERATIONS_CRON);
    await boss.schedule(QUEUES.autoRelease, AUTO_RELEASE_CRON);
    await boss.schedule(QUEUES.disputeEscalation, DISPUTE_ESCALATION_CRON);
    await boss.schedule(QUEUES.messageEmailSweep, MESSAGE_EMAIL_SWEEP_CRON);
    await boss.schedule(QUEUES.webhookDeliverySweep, WEBHOOK_SWEEP_CRON);
    if (autoReleaseEverySeconds) {
      autoReleaseTimer = setInterval(
        () => void boss.send(QUEUES.autoRelease, {}).catch((error: unknown) => console.error("Auto-release not queued", error)),
        autoReleaseEverySeconds * 1000,
      );
      autoReleaseTimer.unref();
    }
  }

  async function startWorkers() {
    // Mails are waited for (a verification link): looked for every second. Cron work can wait.
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
    const cronPolling = { pollingIntervalSeconds: Math.max(polling.pollingIntervalSeconds, 15) };
    await boss.work<MailMessage>(QUEUES.mail, polling, async ([job]) => {
      if (job) await sendMail(db, job.data);
    });
    await boss.work<PasswordResetJob>(QUEUES.passwordReset, polling, async ([job]) => {
      if (job) await sendPasswordReset(db, job.data);
    });
    await boss.work<{ notificationId: string }>(QUEUES.notificationEmail, polling, async ([job]) => {
      // A refusal throws: pg-boss marks the job for a retry after its backoff.
      if (job) await sendNotificationEmail(db, job.data.notificationId);
    });
    await boss.work(QUEUES.notificationEmailSweep, cronPolling, async () => {
      await sweepUnsentNotificationEmails();
    });
    await boss.work(QUEUES.housekeeping, cronPolling, async () => {
      await runHousekeeping();
    });
    await boss.work(QUEUES.documentReminders, cronPolling, async () => {
      await sendDocumentExpiryReminders(db);
    });
    await boss.work(QUEUES.searchAlerts, polling, async () => {
      // New listings and jobs are matched in batches until none wait; then favourites' price
      // changes and new listings are told the same way.
      while ((await runSearchAlerts(db)).items >= SAVED_SEARCH_LIMITS.matchBatch);
      while ((await runFavouriteAlerts(db)).items >= FAVOURITE_LIMITS.alertBatch);
    });
    await boss.work(QUEUES.searchDigestDaily, cronPolling, async () => {
      await sendSearchDigests(db, "daily");
    });
    await boss.work(QUEUES.searchDigestWeekly, cronPolling, async () => {
      await sendSearchDigests(db, "weekly");
    });
    await boss.work(QUEUES.paymentOperationsSweep, cronPolling, async () => {
      await sweepPendingPaymentOperations();
    });
    await boss.work(QUEUES.autoRelease, autoReleaseEverySeconds ? polling : cronPolling, async () => {
      await sweepAutoReleases();
    });
    await boss.work(QUEUES.disputeEscalation, cronPolling, async () => {
      await sweepDisputeEscalations();
    });
    await boss.work<MessageMailJob>(QUEUES.messageEmail, polling, async ([job]) => {
      if (job) await lookAtUnreadMessages(job.data);
    });
    await boss.work(QUEUES.messageEmailSweep, cronPolling, async () => {
      await mailOverdueMessages(db, { now: new Date() });
    });
    await boss.work<{ deliveryId: string }>(QUEUES.webhookDelivery, polling, async ([job]) => {
      if (!job) return;
      // A failed try with tries left throws: pg-boss runs the job again after its backoff.
      const outcome = await attemptWebhookDelivery(db, job.data.deliveryId);
      if (outcome === "retry") throw new WebhookAttemptFailed(`Webhook delivery ${job.data.deliveryId} failed; retrying`);
    });
    await boss.work(QUEUES.webhookDeliverySweep, cronPolling, async () => {
      await sweepUnqueuedWebhookDeliveries();
    });
  }

  const queue: JobQueue = {
    boss,
    enqueueMail,
    enqueueNotificationEmails,
    enqueueMessageMail,
    enqueueWebhookDeliveries,
    enqueuePasswordReset,
    sweepUnqueuedWebhookDeliveries,
    sweepUnsentNotificationEmails,
    runHousekeeping,
    sweepPendingPaymentOperations,
    sweepAutoReleases,
    sweepDisputeEscalations,
    stop: async () => {
      clearInterval(searchAlertTimer);
      clearInterval(autoReleaseTimer);
      unregisterJobQueue(queue);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  registerJobQueue(queue);
  return queue;
}
