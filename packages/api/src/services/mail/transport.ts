/**
 * Where a mail goes: an SMTP server (nodemailer) when one is configured, else the development
 * outbox. The outbox transport delivers nothing itself: the row sendMail records is the outbox.
 */
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailEnv } from "./settings";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export type TransportName = "smtp" | "outbox";

export interface MailTransport {
  name: TransportName;
  deliver: (mail: OutgoingMail) => Promise<void>;
}

/** The part of a nodemailer transporter this service uses. */
export interface MailSender {
  sendMail: (mail: Mail.Options) => Promise<unknown>;
}

export type CreateSender = (options: SMTPTransport.Options) => MailSender;

/** Bounded waits: a stuck SMTP server must not hold a request for minutes. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export const outboxTransport: MailTransport = {
  name: "outbox",
  deliver: async () => {},
};

export function smtpTransport(settings: NonNullable<MailEnv["smtp"]>, createSender: CreateSender): MailTransport {
  const sender = createSender({ ...settings, ...SMTP_TIMEOUTS_MS });
  return {
    name: "smtp",
    deliver: async (mail) => {
      await sender.sendMail(mail);
    },
  };
}

const defaultCreateSender: CreateSender = (options) => nodemailer.createTransport(options);

/** The transport the environment asks for. */
export function createMailTransport(env: MailEnv, createSender: CreateSender = defaultCreateSender): MailTransport {
  return env.smtp ? smtpTransport(env.smtp, createSender) : outboxTransport;
}
