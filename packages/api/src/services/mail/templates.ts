/** The texts of the mails the product sends (plain text first; the HTML says the same). */
import type { MailMessage } from "./send";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}${button}<p>— The Skyhire team</p></body></html>`;
}

/**
 * The HTML mail with one more small line before its end, after the signature: a notification's
 * "No more … e-mails" link, the same line its plain text ends with.
 */
export function withHtmlFooterLink(document: string, link: { href: string; label: string }): string {
  const line = `<p style="font-size:12px;color:#666"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return document.includes("</body>") ? document.replace("</body>", `${line}</body>`) : `${document}${line}`;
}

function text(paragraphs: string[]): string {
  return `${paragraphs.join("\n\n")}\n\n— The Skyhire team\n`;
}

export const MAIL_SUBJECTS = {
  verifyEmail: "Verify your Skyhire email address",
  operatorApproved: "Your Skyhire operator profile is approved",
  operatorRejected: "Your Skyhire operator profile was not approved",
  passwordReset: "Reset your Skyhire password",
} as const;

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const intro = ["Someone (hopefully you) asked to reset the password of your Skyhire account.", "Choose a new password here:"];
  const outro = [
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ];
  return {
    to,
    subject: MAIL_SUBJECTS.passwordReset,
    text: text([...intro, link, ...outro]),
    html: html([...intro, ...outro], { href: link, label: "Choose a new password" }),
  };
}

export function verificationMail(to: string, link: string, validHours: number): MailMessage {
  const intro = [
    "Welcome to Skyhire!",
    "Please confirm your email address by opening this link:",
  ];
  const outro = [`The link works once and expires in ${validHours} hours. If you did not create a Skyhire account, you can ignore this email.`];
  return {
    to,
    subject: MAIL_SUBJECTS.verifyEmail,
    text: text([...intro, link, ...outro]),
    html: html([...intro, ...outro], { href: link, label: "Verify my email address" }),
  };
}

export function operatorApprovedMail(to: string, dashboardLink: string): MailMessage {
  const paragraphs = [
    "Good news: our admin team has approved your operator profile.",
    "Your profile is now active. You can create listings and send proposals from your dashboard:",
  ];
  return {
    to,
    subject: MAIL_SUBJECTS.operatorApproved,
    text: text([...paragraphs, dashboardLink]),
    html: html(paragraphs, { href: dashboardLink, label: "Go to Dashboard" }),
  };
}

export function operatorRejectedMail(to: string, reason: string, profileLink: string): MailMessage {
  const paragraphs = [
    "Our admin team has reviewed your operator profile and could not approve it yet.",
    `Reason: ${reason}`,
    "Please update your profile and submit it again:",
  ];
  return {
    to,
    subject: MAIL_SUBJECTS.operatorRejected,
    text: text([...paragraphs, profileLink]),
    html: html(paragraphs, { href: profileLink, label: "Update my profile" }),
  };
}
