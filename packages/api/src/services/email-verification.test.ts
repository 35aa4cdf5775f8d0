import { emails, users, verificationTokens } from "@skyhire/db";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import {
  hashVerificationToken,
  issueVerificationToken,
  RESEND_VERIFICATION_LIMIT,
  verifyEmailToken,
} from "./email-verification";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const PASSWORD = "long-enough-1";

async function register(email: string) {
  return t.callerFor(null).auth.register({ email, password: PASSWORD, confirmPassword: PASSWORD });
}

async function latestMailTo(to: string) {
  const [mail] = await t.db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.createdAt)).limit(1);
  return mail;
}

function tokenFrom(text: string | undefined): string {
  const match = /\/api\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
  return match[1];
}

async function verifiedAt(email: string) {
  const [row] = await t.db.select({ at: users.emailVerified }).from(users).where(eq(users.email, email));
  return row?.at ?? null;
}

describe("registration sends a verification e-mail", () => {
  it("mails a single link; the token is stored only as its hash, for 24 hours", async () => {
    const email = "verify-me@example.test";
    await register(email);
    const mail = await latestMailTo(email);
    expect(mail).toMatchObject({ subject: "Verify your Skyhire email address", transport: "outbox" });
    const token = tokenFrom(mail?.text);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const [row] = await t.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, email));
    expect(row?.token).toBe(hashVerificationToken(token));
    expect(row?.token).not.toContain(token);
    const hours = ((row?.expires.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });
});

describe("operatorOnboarding.verifyEmail", () => {
  it("verifies the address once; the same link then is invalid", async () => {
    const email = "once@example.test";
    await register(email);
    const token = tokenFrom((await latestMailTo(email))?.text);
    expect(await verifiedAt(email)).toBeNull();

    const caller = t.callerFor(null);
    expect(await caller.operatorOnboarding.verifyEmail({ token })).toEqual({ outcome: "verified" });
    const at = await verifiedAt(email);
    expect(at).toBeInstanceOf(Date);

    expect(await caller.operatorOnboarding.verifyEmail({ token })).toEqual({ outcome: "invalid" });
    expect(await verifiedAt(email)).toEqual(at);
  });

  it("refuses an expired link and consumes it", async () => {
    const user = await t.makeUser({ email: "late@example.test" });
    const token = await issueVerificationToken(t.db, user.email, new Date(Date.now() - 25 * 3_600_000));
    expect(await verifyEmailToken(t.db, token)).toBe("expired");
    expect(await verifiedAt(user.email)).toBeNull();
    expect(await verifyEmailToken(t.db, token)).toBe("invalid");
  });

  it("answers an unknown or malformed token as invalid, never an error", async () => {
    expect(await t.callerFor(null).operatorOnboarding.verifyEmail({ token: "not-a-token" })).toEqual({ outcome: "invalid" });
    expect(await failureOf(t.callerFor(null).operatorOnboarding.verifyEmail({ token: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: "This verification link is invalid or has already been used.",
    });
  });

  it("matches the address whatever its case", async () => {
    const user = await t.makeUser({ email: "Mixed.Case@Example.test" });
    const token = await issueVerificationToken(t.db, user.email);
    expect(await verifyEmailToken(t.db, token)).toBe("verified");
    expect(await verifiedAt(user.email)).toBeInstanceOf(Date);
  });
});

describe("operatorOnboarding.resendVerification", () => {
  it("sends a new link until the rate limit, and nothing once verified", async () => {
    const user = await t.makeUser({ email: "resend@example.test" });
    const caller = t.callerFor(user);
    for (let i = 0; i < RESEND_VERIFICATION_LIMIT.limit; i += 1) {
      expect(await caller.operatorOnboarding.resendVerification()).toEqual({ status: "sent" });
    }
    expect(await failureOf(caller.operatorOnboarding.resendVerification())).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many verification emails. Please try again later.",
    });
    const token = tokenFrom((await latestMailTo(user.email))?.text);
    expect(await verifyEmailToken(t.db, token)).toBe("verified");
    await t.db.execute(sql`delete from rate_limits`);
    expect(await caller.operatorOnboarding.resendVerification()).toEqual({ status: "alreadyVerified" });
  });

  it("needs a signed-in user", async () => {
    expect((await failureOf(t.callerFor(null).operatorOnboarding.resendVerification())).code).toBe("UNAUTHORIZED");
  });
});
