import { hashPassword, verifyPassword } from "@skyhire/auth/password";
import { createSession, findSessionUser } from "@skyhire/auth/session";
import { emails, rateLimits, users, verificationTokens } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { registerJobQueue, unregisterJobQueue, type PasswordResetJob, type RunningJobQueue } from "../queue/registry";
import { hashVerificationToken, issueVerificationToken } from "./email-verification";
import { resetLinkStatus, resetPassword, sendPasswordReset } from "./password-reset";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const INVALID_LINK = { code: "BAD_REQUEST", message: "This reset link is invalid or has expired. Please ask for a new one." };

async function accountWithPassword(password = "old-password-1") {
  return t.makeUser({ passwordHash: await hashPassword(password) });
}

/** The token of the newest reset mail to this address, read from the outbox. */
async function mailedToken(to: string): Promise<string | null> {
  const [mail] = await t.db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.createdAt)).limit(1);
  if (!mail || mail.subject !== "Reset your Skyhire password") return null;
  const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.text);
  return link?.[1] ?? null;
}

const reset = (token: string, newPassword = "brand-new-pass") =>
  t.callerFor(null).auth.resetPassword({ token, newPassword, confirmPassword: newPassword });

describe("password reset", () => {
  it("mails a one-time link; following it sets the password, verifies the address and ends every session", async () => {
    const user = await accountWithPassword();
    const sid = await createSession(t.db, { userId: user.id, provider: "credentials" });
    expect(await t.callerFor(null).auth.requestPasswordReset({ email: ` ${user.email.toUpperCase()} ` })).toEqual({ status: "sent" });
    const token = await mailedToken(user.email);
    expect(token).toBeTruthy();

    expect(await reset(token!)).toEqual({ email: user.email });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword("brand-new-pass", row!.passwordHash)).toBe(true);
    expect(row!.emailVerified).toBeInstanceOf(Date);
    expect(await findSessionUser(t.db, sid)).toBeNull();
    // Used once, the link is gone.
    expect(await failureOf(reset(token!, "another-pass-1"))).toEqual(INVALID_LINK);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    expect(await t.callerFor(null).auth.requestPasswordReset({ email })).toEqual({ status: "sent" });
    expect(await t.db.select().from(emails).where(eq(emails.to, email))).toHaveLength(0);
  });

  it("refuses an expired link, an older link after a newer one, a verification link and a made-up one", async () => {
    const user = await accountWithPassword();
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const older = (await mailedToken(user.email))!;
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const newer = (await mailedToken(user.email))!;
    expect(newer).not.toBe(older);
    expect(await failureOf(reset(older))).toEqual(INVALID_LINK);

    const verification = await issueVerificationToken(t.db, user.email);
    expect(await failureOf(reset(verification))).toEqual(INVALID_LINK);
    expect(await failureOf(reset("made-up-token"))).toEqual(INVALID_LINK);

    const later = new Date(Date.now() + 61 * 60_000);
    await expect(resetPassword(t.db, { token: newer, newPassword: "brand-new-pass", ip: "192.0.2.1", now: later })).rejects.toMatchObject({
      code: INVALID_LINK.code,
      message: INVALID_LINK.message,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword("old-password-1", row!.passwordHash)).toBe(true);
  });

  it("sends at most three links an hour to one address, and checks the new password like sign-up", async () => {
    const user = await accountWithPassword();
    for (let i = 0; i < 3; i++) await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    expect(await failureOf(t.callerFor(null).auth.requestPasswordReset({ email: user.email }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many reset emails. Please try again later.",
    });
    const short = await failureOf(t.callerFor(null).auth.resetPassword({ token: "x", newPassword: "short", confirmPassword: "short" }));
    expect(short.code).toBe("BAD_REQUEST");
    expect(short.message).toContain("Password must be at least 8 characters");
  });
});

describe("a reset request tells nobody who is registered (security finding 5)", () => {
  // The client address's password-request limit is shared by the whole file: leave it as found.
  afterEach(() => t.db.delete(rateLimits));

  it("does the same work for an account and an unknown address: the same answer, one queued job each, nothing else", async () => {
    const user = await accountWithPassword();
    const unknown = `nobody-${Date.now()}@example.test`;
    const queued: PasswordResetJob[] = [];
    const queue: RunningJobQueue = {
      enqueueMail: async () => {},
      enqueueNotificationEmails: async () => 0,
      enqueueMessageMail: async () => {},
      enqueueWebhookDeliveries: async () => {},
      enqueuePasswordReset: async (job) => {
        queued.push(job);
      },
    };
    const tokensOf = (email: string) => t.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, `password-reset:${email}`));
    registerJobQueue(queue);
    try {
      const answers = [
        await t.callerFor(null).auth.requestPasswordReset({ email: user.email }),
        await t.callerFor(null).auth.requestPasswordReset({ email: unknown }),
      ];
      expect(answers[0]).toEqual(answers[1]);
    } finally {
      unregisterJobQueue(queue);
    }
    // Nothing told the two apart while the request was answered: no token, no mail yet, one job each.
    expect(queued.map((job) => job.email)).toEqual([user.email, unknown]);
    expect(await tokensOf(user.email)).toHaveLength(0);
    expect(await mailedToken(user.email)).toBeNull();

    // The worker does the rest: a link for the account, nothing for the unknown address.
    for (const job of queued) await sendPasswordReset(t.db, job);
    expect(await mailedToken(user.email)).toBeTruthy();
    expect(await tokensOf(unknown)).toHaveLength(0);
    expect(await t.db.select().from(emails).where(eq(emails.to, unknown))).toHaveLength(0);
  });
});

describe("a password change ends every reset link (security finding 6)", () => {
  afterEach(() => t.db.delete(rateLimits));

  it("on the account page: a link mailed before no longer sets a password, and the sessions end", async () => {
    const user = await accountWithPassword();
    const sid = await createSession(t.db, { userId: user.id, provider: "credentials" });
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const token = (await mailedToken(user.email))!;
    expect(await resetLinkStatus(t.db, { token })).toEqual({ usable: true });

    await t.callerFor(user).auth.changePassword({ currentPassword: "old-password-1", newPassword: "changed-pass-1", confirmPassword: "changed-pass-1" });
    expect(await resetLinkStatus(t.db, { token })).toEqual({ usable: false });
    expect(await failureOf(reset(token))).toEqual(INVALID_LINK);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword("changed-pass-1", row!.passwordHash)).toBe(true);
    expect(await findSessionUser(t.db, sid)).toBeNull();
  });

  it("through a link: no other link of the address is left", async () => {
    const user = await accountWithPassword();
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const token = (await mailedToken(user.email))!;
    // A second link written beside it (two requests racing each other).
    await t.db.insert(verificationTokens).values({
      identifier: `password-reset:${user.email.toLowerCase()}`,
      token: hashVerificationToken("racing-token"),
      expires: new Date(Date.now() + 60 * 60_000),
    });
    expect(await resetLinkStatus(t.db, { token: "racing-token" })).toEqual({ usable: true });
    expect(await reset(token)).toEqual({ email: user.email });
    expect(await resetLinkStatus(t.db, { token: "racing-token" })).toEqual({ usable: false });
  });
});

describe("a reset link's status, asked before the form", () => {
  const status = (token: string) => t.callerFor(null).auth.resetLinkStatus({ token });

  it("says a fresh link works, without using it up, and not once it was used", async () => {
    const user = await accountWithPassword();
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const token = (await mailedToken(user.email))!;

    expect(await status(token)).toEqual({ usable: true });
    expect(await status(token)).toEqual({ usable: true });
    expect(await reset(token)).toEqual({ email: user.email });
    expect(await status(token)).toEqual({ usable: false });
  });

  it("says no for an expired link, a replaced one, a verification link, a made-up one and a suspended account's", async () => {
    const user = await accountWithPassword();
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const older = (await mailedToken(user.email))!;
    await t.callerFor(null).auth.requestPasswordReset({ email: user.email });
    const newer = (await mailedToken(user.email))!;

    expect(await status(older)).toEqual({ usable: false });
    expect(await status(await issueVerificationToken(t.db, user.email))).toEqual({ usable: false });
    expect(await status("made-up-token")).toEqual({ usable: false });
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await resetLinkStatus(t.db, { token: newer, now: later })).toEqual({ usable: false });
    expect(await status(newer)).toEqual({ usable: true });

    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect(await status(newer)).toEqual({ usable: false });
  });

  it("refuses a token that cannot be one with the link's message (400)", async () => {
    expect(await failureOf(status(""))).toEqual(INVALID_LINK);
    expect(await failureOf(status("x".repeat(201)))).toEqual(INVALID_LINK);
  });
});
