import { emails } from "@skyhire/db";
import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { MISSING_APP_URL_MESSAGE, readMailEnv } from "./settings";
import { absoluteUrl, appBaseUrl } from "./links";
import { linksIn, listOutbox } from "./outbox";
import { MailDeliveryError, sendMail } from "./send";
import { operatorRejectedMail, verificationMail } from "./templates";
import { createMailTransport, type CreateSender } from "./transport";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const message = { to: "pilot@example.test", subject: "Hello", text: "Open https://skyhire.test/a?b=1 now.", html: "<p>Hi</p>" };

async function rowsTo(to: string) {
  return t.db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.createdAt));
}

/** nodemailer's JSON transport: the real message pipeline, no network. Keeps what it was given. */
function jsonSender() {
  const seen: { options?: SMTPTransport.Options; sent: string[] } = { sent: [] };
  const createSender: CreateSender = (options) => {
    seen.options = options;
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    return {
      sendMail: async (mail) => {
        const info = await transporter.sendMail(mail);
        seen.sent.push(info.message);
        return info;
      },
    };
  };
  return { seen, createSender };
}

describe("readMailEnv", () => {
  it("has no SMTP by default and shows the outbox outside production", () => {
    const env = readMailEnv({});
    expect(env).toMatchObject({ smtp: null, from: "Skyhire <no-reply@skyhire.dev>", production: false, devOutboxEnabled: true });
  });

  it("reads the SMTP settings; port 465 means implicit TLS", () => {
    expect(
      readMailEnv({ SMTP_HOST: "smtp.example.test", SMTP_PORT: "465", SMTP_USER: "u", SMTP_PASSWORD: "p", MAIL_FROM: "A <a@x.test>" }),
    ).toMatchObject({
      smtp: { host: "smtp.example.test", port: 465, secure: true, auth: { user: "u", pass: "p" } },
      from: "A <a@x.test>",
    });
    expect(readMailEnv({ SMTP_HOST: "smtp.example.test" }).smtp).toEqual({ host: "smtp.example.test", port: 587, secure: false });
  });

  it("hides the outbox in production unless ALLOW_DEV_OUTBOX is set", () => {
    const site = { NODE_ENV: "production", APP_URL: "https://skyhire.example" };
    expect(readMailEnv(site).devOutboxEnabled).toBe(false);
    expect(readMailEnv({ ...site, ALLOW_DEV_OUTBOX: "1" }).devOutboxEnabled).toBe(true);
    expect(readMailEnv({ ...site, ALLOW_DEV_OUTBOX: "" }).devOutboxEnabled).toBe(false);
  });

  it("refuses a malformed setting at start instead of failing later", () => {
    expect(() => readMailEnv({ SMTP_PORT: "smtp" })).toThrow();
    expect(() => readMailEnv({ ALLOW_DEV_OUTBOX: "maybe" })).toThrow();
  });
});

describe("transport selection", () => {
  it("uses the outbox when no SMTP server is configured", () => {
    expect(createMailTransport(readMailEnv({})).name).toBe("outbox");
  });

  it("uses SMTP with the configured server when SMTP_HOST is set", () => {
    const { seen, createSender } = jsonSender();
    const transport = createMailTransport(readMailEnv({ SMTP_HOST: "smtp.example.test", SMTP_PORT: "2525" }), createSender);
    expect(transport.name).toBe("smtp");
    expect(seen.options).toMatchObject({ host: "smtp.example.test", port: 2525, secure: false });
    expect(seen.options?.connectionTimeout).toBeGreaterThan(0);
  });
});

describe("sendMail", () => {
  it("records the mail in the outbox by default", async () => {
    const to = "outbox-default@example.test";
    const sent = await sendMail(t.db, { ...message, to }, { env: readMailEnv({}) });
    expect(sent.transport).toBe("outbox");
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ id: sent.id, to, subject: "Hello", text: message.text, html: "<p>Hi</p>", transport: "outbox" });
  });

  it("delivers through SMTP (nodemailer JSON transport) and still records the mail", async () => {
    const to = "smtp-sent@example.test";
    const { seen, createSender } = jsonSender();
    const env = readMailEnv({ SMTP_HOST: "smtp.example.test", MAIL_FROM: "Skyhire <mail@skyhire.test>" });
    await sendMail(t.db, { ...message, to }, { env, transport: createMailTransport(env, createSender) });
    expect(seen.sent).toHaveLength(1);
    const delivered = JSON.parse(seen.sent[0] ?? "{}") as { from: { address: string }; to: { address: string }[]; subject: string; text: string };
    expect(delivered.from.address).toBe("mail@skyhire.test");
    expect(delivered.to[0]?.address).toBe(to);
    expect(delivered.subject).toBe("Hello");
    expect(delivered.text).toBe(message.text);
    expect((await rowsTo(to))[0]?.transport).toBe("smtp");
  });

  it("records a failed delivery and reports it", async () => {
    const to = "smtp-down@example.test";
    const env = readMailEnv({ SMTP_HOST: "smtp.example.test" });
    const transport = createMailTransport(env, () => ({
      sendMail: () => Promise.reject(new Error("connection refused")),
    }));
    await expect(sendMail(t.db, { ...message, to }, { env, transport })).rejects.toBeInstanceOf(MailDeliveryError);
    expect((await rowsTo(to))[0]?.transport).toBe("smtp-failed");
  });
});

describe("outbox listing", () => {
  it("lists the newest first with their links, optionally for one recipient", async () => {
    const to = "Listing@Example.test";
    await sendMail(t.db, { to, subject: "First", text: "no links" }, { env: readMailEnv({}) });
    // Sent a minute earlier: two mails within one clock tick have no order of their own.
    await t.db.update(emails).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(emails.subject, "First"));
    await sendMail(t.db, { to, subject: "Second", text: "see http://localhost:3000/x and https://a.test/y." }, { env: readMailEnv({}) });
    const mine = await listOutbox(t.db, { to: "listing@example.test" });
    expect(mine.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(mine[0]?.links).toEqual(["http://localhost:3000/x", "https://a.test/y"]);
    expect((await listOutbox(t.db, { limit: 1 })).length).toBe(1);
  });

  it("finds links in text", () => {
    expect(linksIn("a https://x.test/verify?token=abc_-1\nb")).toEqual(["https://x.test/verify?token=abc_-1"]);
  });
});

describe("links and texts", () => {
  it("builds links from the configured site address, never from X-Forwarded-Host", () => {
    const headers = new Headers({ host: "localhost:3000", "x-forwarded-host": "evil.example" });
    expect(appBaseUrl(headers, readMailEnv({ APP_URL: "https://skyhire.example/" }))).toBe("https://skyhire.example");
    // Development without a setting: the local server the request reached, never a forwarded host.
    expect(appBaseUrl(headers, readMailEnv({}))).toBe("http://localhost:3000");
    expect(appBaseUrl(new Headers({ host: "a b" }), readMailEnv({}))).toBe("http://localhost:3000");
  });

  it("refuses to start a production server without the site's address", () => {
    expect(() => readMailEnv({ NODE_ENV: "production" })).toThrow(MISSING_APP_URL_MESSAGE);
    expect(readMailEnv({ NODE_ENV: "production", AUTH_URL: "https://skyhire.example" }).appUrl).toBe("https://skyhire.example");
    expect(() => readMailEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
    expect(absoluteUrl("https://s.test", "/api/auth/verify-email?token=x")).toBe("https://s.test/api/auth/verify-email?token=x");
  });

  it("puts the link in the verification mail and escapes the reviewer's reason in HTML", () => {
    const mail = verificationMail("a@x.test", "https://s.test/api/auth/verify-email?token=t", 24);
    expect(mail.text).toContain("https://s.test/api/auth/verify-email?token=t");
    expect(mail.text).toContain("24 hours");
    const rejected = operatorRejectedMail("a@x.test", "<b>Licence</b> expired", "https://s.test/p");
    expect(rejected.text).toContain("Reason: <b>Licence</b> expired");
    expect(rejected.html).toContain("&lt;b&gt;Licence&lt;/b&gt;");
  });
});
