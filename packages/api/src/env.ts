/**
 * The api package's environment: every variable it reads, checked here with t3-env and nowhere
 * else (lint bans process.env outside a package's env.ts; the auth, db and payments packages have
 * their own). A new variable is one more entry in `variables` below, with its rule and default;
 * code reads it as `apiVariables().NAME`, or `apiVariables(source).NAME` where a test passes its
 * own environment.
 */
import { invalidEnvironment, presentValues, type EnvSource } from "@skyhire/validators/plain";
import { AUTO_RELEASE_DAYS } from "@skyhire/validators";
import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

export const DEFAULT_MAIL_FROM = "Skyhire <no-reply@skyhire.dev>";

export const REGISTER_RATE_LIMIT_MESSAGE = "REGISTER_RATE_LIMIT must be a whole number of sign-ups per hour (1 or more).";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no"], { error: "must be 1/0, true/false or yes/no" })
  .transform((value) => value === "1" || value === "true" || value === "yes");

const signUps = { error: REGISTER_RATE_LIMIT_MESSAGE };

export const AUTO_RELEASE_DAYS_MESSAGE = "AUTO_RELEASE_DAYS must be a number of days greater than 0 (fractions allowed).";
const autoReleaseDays = { error: AUTO_RELEASE_DAYS_MESSAGE };

export const AUTO_RELEASE_SWEEP_SECONDS_MESSAGE = "AUTO_RELEASE_SWEEP_SECONDS must be a whole number of seconds (1 or more).";
const sweepSeconds = { error: AUTO_RELEASE_SWEEP_SECONDS_MESSAGE };

export const MESSAGE_MAIL_DELAY_SECONDS_MESSAGE = "MESSAGE_MAIL_DELAY_SECONDS must be a whole number of seconds (1 or more).";
const messageMailDelay = { error: MESSAGE_MAIL_DELAY_SECONDS_MESSAGE };

const variables = {
  NODE_ENV: z.string().optional(),
  /** Set by `next build`, which serves nobody: production-only checks let it through. */
  NEXT_PHASE: z.string().optional(),

  // Mail (services/mail/settings.ts): SMTP when SMTP_HOST is set, else the development outbox.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_SECURE: flag.optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** The site's public address; links in mails are built from it (AUTH_URL is the fallback). */
  APP_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  ALLOW_DEV_OUTBOX: flag.optional(),

  /** Sign-ups per client address in an hour (services/accounts.ts). */
  REGISTER_RATE_LIMIT: z.coerce.number(signUps).int(signUps).min(1, signUps).default(10),
  /** "off": this process only queues jobs and a separate `pnpm worker` runs them (services/health.ts). */
  JOB_QUEUE: z.string().optional(),

  // File storage (storage/index.ts): S3 when the bucket and its credentials are set, else UPLOAD_DIR.
  UPLOAD_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),

  /** Days from delivery to the automatic release (services/lifecycle/auto-release-due.ts); fractions for test servers. */
  AUTO_RELEASE_DAYS: z.coerce
    .number(autoReleaseDays)
    .positive(autoReleaseDays)
    .refine(Number.isFinite, autoReleaseDays)
    .default(AUTO_RELEASE_DAYS),
  /** When set, the queue also asks for the auto-release sweep this often (a test server's seconds-long window). */
  AUTO_RELEASE_SWEEP_SECONDS: z.coerce.number(sweepSeconds).int(sweepSeconds).min(1, sweepSeconds).optional(),

  /** A direct or job message is e-mailed when still unread after this many seconds (services/lifecycle/message-mail.ts). */
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce
    .number(messageMailDelay)
    .int(messageMailDelay)
    .min(1, messageMailDelay)
    .default(600),

  /**
   * Webhooks may go to private, loopback and link-local addresses, and over plain http
   * (services/webhooks/network.ts): for tests and local development only.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag.optional(),

  // New variables go above this line, grouped with the service that reads them.
};

/** The api variables of `source` (process.env by default), checked when called. */
export function apiVariables(source: EnvSource = process.env) {
  return createEnv({
    server: variables,
    runtimeEnv: presentValues(source),
    isServer: true,
    onValidationError: invalidEnvironment,
  });
}

export type ApiVariables = ReturnType<typeof apiVariables>;
