/**
 * OAuth providers (only those whose env vars are set) and linking a provider account to our users
 * and accounts tables. No Auth.js adapter: sessions are our own registry, so linking is done here.
 */
import type { Database, Executor } from "@skyhire/db";
import { accounts, users } from "@skyhire/db/schema";
import { normalizeEmail } from "@skyhire/validators";
import { and, eq, sql } from "drizzle-orm";
import type { Provider } from "next-auth/providers";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";
import type { AuthEnv } from "./env";

export type OAuthProviderId = "github" | "google";

export interface OAuthProviderInfo {
  id: OAuthProviderId;
  name: string;
}

/** The buttons the sign-in page shows. */
export function configuredOAuthProviders(env: AuthEnv): OAuthProviderInfo[] {
  const list: OAuthProviderInfo[] = [];
  if (env.github) list.push({ id: "github", name: "GitHub" });
  if (env.google) list.push({ id: "google", name: "Google" });
  return list;
}

export function oauthProviders(env: AuthEnv): Provider[] {
  const list: Provider[] = [];
  if (env.github) list.push(GitHub(env.github));
  if (env.google) list.push(Google(env.google));
  return list;
}

export interface OAuthIdentity {
  provider: string;
  providerAccountId: string;
  type: string;
  email: string | null | undefined;
  /** Whether the provider vouches that the address belongs to this person. */
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
}

export type OAuthLinkResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "suspended" | "not_linked" | "no_email" };

/** Google says whether the address is verified; GitHub's answer here may be an unverified primary. */
export function providerVerifiedEmail(provider: string, profile: Record<string, unknown> | undefined): boolean {
  return provider === "google" && profile?.email_verified === true;
}

/**
 * Finds or creates the user for a provider account. An existing password account is linked only when
 * the provider vouches for the address — otherwise anyone could claim an account by its e-mail.
 */
export async function linkOAuthAccount(db: Database, identity: OAuthIdentity): Promise<OAuthLinkResult> {
  return db.transaction(async (tx) => {
    const linked = await findOAuthUser(tx, identity.provider, identity.providerAccountId);
    if (linked) return linked.status === "active" ? { ok: true, userId: linked.id } : { ok: false, reason: "suspended" };
    if (!identity.email) return { ok: false, reason: "no_email" };

    const email = normalizeEmail(identity.email);
    let user = await findUserByEmail(tx, email);
    if (user && !identity.emailVerified) return { ok: false, reason: "not_linked" };
    if (!user) {
      const [first, ...rest] = (identity.name ?? "").trim().split(/\s+/).filter(Boolean);
      await tx
        .insert(users)
        .values({
          email,
          firstName: first ?? null,
          lastName: rest.length ? rest.join(" ") : null,
          profileImageUrl: identity.image ?? null,
          emailVerified: identity.emailVerified ? new Date() : null,
        })
        .onConflictDoNothing();
      user = await findUserByEmail(tx, email);
      if (!user) throw new Error("OAuth sign-in could not create the user");
    }
    if (user.status !== "active") return { ok: false, reason: "suspended" };
    await tx
      .insert(accounts)
      .values({ userId: user.id, type: identity.type, provider: identity.provider, providerAccountId: identity.providerAccountId })
      .onConflictDoNothing();
    return { ok: true, userId: user.id };
  });
}

export async function findOAuthUser(db: Executor, provider: string, providerAccountId: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
    .limit(1);
  return row ?? null;
}

async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}
