/** The mail service: sendMail (SMTP or the development outbox), the outbox listing and the mail texts. */
export { DEFAULT_MAIL_FROM, mailEnv, readMailEnv, type MailEnv, type SmtpSettings } from "./settings";
export { absoluteUrl, appBaseUrl } from "./links";
export { isDevOutboxEnabled, linksIn, listOutbox, OUTBOX_PAGE_SIZE, type OutboxMail } from "./outbox";
export {
  MailDeliveryError,
  queueMail,
  sendMail,
  sendMailSafely,
  type MailMessage,
  type SendMailOptions,
  type SentMail,
} from "./send";
export {
  MAIL_SUBJECTS,
  operatorApprovedMail,
  operatorRejectedMail,
  passwordResetMail,
  verificationMail,
  withHtmlFooterLink,
} from "./templates";
export {
  createMailTransport,
  outboxTransport,
  smtpTransport,
  type CreateSender,
  type MailSender,
  type MailTransport,
  type OutgoingMail,
} from "./transport";
