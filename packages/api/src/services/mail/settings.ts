/**
 * The mail service's settings, derived from the api's environment (src/env.ts checks the variables).
 * SMTP is used when SMTP_HOST is set; otherwise every mail goes to the development outbox (the
 * `emails` table), which /dev/outbox shows outside production (or with ALLOW_DEV_OUTBOX=1).
 */
import type { EnvSource } from "@skyhire/validators/plain";
import { apiVariables, DEFAULT_MAIL_FROM } from "../../env";

export { DEFAULT_MAIL_FROM };
const DEFAULT_SMTP_PORT = 587;
/** Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS. */
const IMPLICIT_TLS_PORT = 465;

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

export interface MailEnv {
  /** null: no SMTP server configured, mails go to the development outbox. */
  smtp: SmtpSettings | null;
  from: string;
  /** Where links in mails point (APP_URL, else AUTH_URL); unset: the request's own origin. */
  appUrl?: string;
  production: boolean;
  /** Whether /dev/outbox may be shown: always outside production, in production only when allowed. */
  devOutboxEnabled: boolean;
}

export const MISSING_APP_URL_MESSAGE =
  "APP_URL (or AUTH_URL) is not set. Links in e-mails (password reset, verification) are built from it, " +
  "never from a request's headers, so a production server refuses to start without it. Set APP_URL to the " +
  "site's public address, e.g. https://skyhire.example.";

export function readMailEnv(source?: EnvSource): MailEnv {
  const env = apiVariables(source);
  const production = env.NODE_ENV === "production";
  const appUrl = (env.APP_URL ?? env.AUTH_URL)?.replace(/\/+$/, "");
  // Links in mails come only from configuration in production: a request's own Host header could
  // point a password-reset link at another site. `next build` serves nobody and is let through.
  if (production && !appUrl && env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(MISSING_APP_URL_MESSAGE);
  }
  const port = env.SMTP_PORT ?? DEFAULT_SMTP_PORT;
  const smtp: SmtpSettings | null = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port,
        secure: env.SMTP_SECURE ?? port === IMPLICIT_TLS_PORT,
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } } : {}),
      }
    : null;
  return {
    smtp,
    from: env.MAIL_FROM,
    appUrl,
    production,
    devOutboxEnabled: !production || env.ALLOW_DEV_OUTBOX === true,
  };
}

let cached: MailEnv | undefined;

/** The process's mail environment, checked on first use. */
export function mailEnv(): MailEnv {
  cached ??= readMailEnv();
  return cached;
}
