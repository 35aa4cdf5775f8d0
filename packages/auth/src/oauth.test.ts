import { accounts, sessions, users } from "@skyhire/db/schema";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthConfig } from "./config";
import { readAuthEnv } from "./env";
import { configuredOAuthProviders, linkOAuthAccount, oauthProviders, providerVerifiedEmail, type OAuthIdentity } from "./oauth";

const github = (id: string, email: string | null): OAuthIdentity => ({
  provider: "github",
  providerAccountId: id,
  type: "oauth",
  email,
  emailVerified: false,
  name: "Grace Brewster Hopper",
  image: "https://avatars.example/g.png",
});

describe("OAuth providers", () => {
  it("appear only when configured", () => {
    expect(configuredOAuthProviders(readAuthEnv({}))).toEqual([]);
    expect(oauthProviders(readAuthEnv({}))).toHaveLength(0);
    const both = readAuthEnv({ AUTH_GITHUB_ID: "a", AUTH_GITHUB_SECRET: "b", AUTH_GOOGLE_ID: "c", AUTH_GOOGLE_SECRET: "d" });
    expect(configuredOAuthProviders(both).map((p) => p.id)).toEqual(["github", "google"]);
    expect(oauthProviders(both)).toHaveLength(2);
  });

  it("trust only Google's verified-email claim", () => {
    expect(providerVerifiedEmail("google", { email_verified: true })).toBe(true);
    expect(providerVerifiedEmail("google", { email_verified: false })).toBe(false);
    expect(providerVerifiedEmail("github", { email_verified: true })).toBe(false);
  });
});

describe("linkOAuthAccount", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.close());

  it("creates a customer for a new e-mail and finds it again by provider account", async () => {
    const first = await linkOAuthAccount(t.db, github("gh-1", "Grace@Example.com"));
    expect(first.ok).toBe(true);
    const userId = first.ok ? first.userId : "";
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: "grace@example.com", firstName: "Grace", lastName: "Brewster Hopper", role: "customer" });
    expect(await linkOAuthAccount(t.db, github("gh-1", "changed@example.com"))).toEqual({ ok: true, userId });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(1);
  });

  it("links an existing account only when the provider vouches for the e-mail", async () => {
    const [existing] = await t.db.insert(users).values({ email: "owner@example.com" }).returning({ id: users.id });
    expect(await linkOAuthAccount(t.db, github("gh-2", "OWNER@example.com"))).toEqual({ ok: false, reason: "not_linked" });
    const google = { ...github("g-2", "owner@example.com"), provider: "google", type: "oidc", emailVerified: true };
    expect(await linkOAuthAccount(t.db, google)).toEqual({ ok: true, userId: existing!.id });
  });

  it("refuses suspended users and identities without an e-mail", async () => {
    const [s] = await t.db.insert(users).values({ email: "sus@example.com", status: "suspended" }).returning({ id: users.id });
    const google = { ...github("g-3", "sus@example.com"), provider: "google", type: "oidc", emailVerified: true };
    expect(await linkOAuthAccount(t.db, google)).toEqual({ ok: false, reason: "suspended" });
    expect(s).toBeDefined();
    expect(await linkOAuthAccount(t.db, github("gh-4", null))).toEqual({ ok: false, reason: "no_email" });
  });

  it("registers a session for the linked user through the callbacks", async () => {
    const config = createAuthConfig({ db: () => t.db, env: readAuthEnv({}) });
    const account = { provider: "github", providerAccountId: "gh-5", type: "oauth" as const };
    const allowed = await config.callbacks?.signIn?.({ user: { email: "new@example.com", name: "New Person" }, account });
    expect(allowed).toBe(true);
    const token = await config.callbacks?.jwt?.({ token: {}, user: { email: "new@example.com" }, account, trigger: "signIn" });
    expect(Object.keys(token ?? {})).toEqual(["sid"]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, String(token?.sid)));
    expect(row?.sess).toEqual({ provider: "github" });
  });
});
