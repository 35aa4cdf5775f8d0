/**
 * sendMail: the one way the product sends an e-mail. Delivered by the configured transport, and
 * recorded in the `emails` table either way (the development outbox and the delivery log).
 */
import { emails, type Executor } from "@skyhire/db";
import { runningJobQueue } from "../../queue/registry";
import { mailEnv, type MailEnv } from "./settings";
import { createMailTransport, type MailTransport } from "./transport";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentMail {
  id: string;
  transport: string;
}

export interface SendMailOptions {
  env?: MailEnv;
  /** A transport of the caller's (tests); otherwise the one `env` (or the process's environment) asks for. */
  transport?: MailTransport;
}

/** Thrown when the transport failed; the attempt is still recorded (transport "smtp-failed"). */
export class MailDeliveryError extends Error {
  constructor(
    readonly to: string,
    cause: unknown,
  ) {
    super(`Sending mail to ${to} failed`, { cause });
    this.name = "MailDeliveryError";
  }
}

let processTransport: MailTransport | undefined;
let warnedNoSmtp = false;

/** The process's transport, made once from its environment. */
function processDefaultTransport(env: MailEnv): MailTransport {
  if (!processTransport) {
    processTransport = createMailTransport(env);
    if (processTransport.name === "outbox" && env.production && !warnedNoSmtp) {
      warnedNoSmtp = true;
      console.warn("SMTP_HOST is not set: e-mails are only recorded in the emails table, not delivered.");
    }
  }
  return processTransport;
}

export async function sendMail(db: Executor, message: MailMessage, options: SendMailOptions = {}): Promise<SentMail> {
  const env = options.env ?? mailEnv();
  const transport =
    options.transport ?? (options.env ? createMailTransport(options.env) : processDefaultTransport(env));
  let failure: unknown = null;
  try {
    await transport.deliver({ from: env.from, ...message });
  } catch (error) {
    failure = error;
  }
  const [row] = await db
    .insert(emails)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      transport: failure ? `${transport.name}-failed` : transport.name,
    })
    .returning({ id: emails.id, transport: emails.transport });
  if (failure) throw new MailDeliveryError(message.to, failure);
  if (!row) throw new Error("the sent mail was not recorded");
  return row;
}

/**
 * How services send mail: through the job queue when this process runs one (its worker delivers
 * the mail and retries a refusal with backoff), otherwise — a script, a test, a caller with a
 * transport of its own — at once with `sendMail`.
 */
export async function queueMail(db: Executor, message: MailMessage, options: SendMailOptions = {}): Promise<void> {
  const queue = options.transport || options.env ? null : runningJobQueue();
  if (queue) await queue.enqueueMail(message);
  else await sendMail(db, message, options);
}

/**
 * Sends a mail whose failure must not undo what the caller just did (an account created, a profile
 * reviewed): a failure is logged and reported as false.
 */
export async function sendMailSafely(db: Executor, message: MailMessage, options: SendMailOptions = {}): Promise<boolean> {
  try {
    await queueMail(db, message, options);
    return true;
  } catch (error) {
    console.error(`Mail "${message.subject}" to ${message.to} was not sent`, error);
    return false;
  }
}
