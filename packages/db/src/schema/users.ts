import { API_TOKEN_SCOPES, ROLES, USER_STATUSES } from "@skyhire/validators";
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, inList, requiredRef, timestamps } from "./helpers";

/**
 * What the admin's user search matches: e-mail and name in one lower-case text. The query uses this
 * same expression, so the trigram index serves it.
 */
export function userSearchText(t: { email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`lower(${t.email} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;
}

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    passwordHash: text("password_hash"),
    emailVerified: timestamp("email_verified", { withTimezone: true }),
    /** When and why an admin suspended the account (cleared on reinstatement). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // The admin's user search: a substring of the e-mail or the name (pg_trgm, one expression).
    index("users_search_trgm_idx").using("gin", sql`${userSearchText(t)} gin_trgm_ops`),
    check("users_role_check", inList("role", ROLES)),
    check("users_status_check", inList("status", USER_STATUSES)),
  ],
);

/**
 * Server-side session registry (docs/product.md#data: sid, sess, expire). The signed cookie names a sid;
 * a request is signed in only while its row exists, so sign-out, a password change or a
 * suspension ends every copy of the cookie at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    sess: jsonb("sess").$type<{ userAgent?: string; provider?: string }>().notNull().default({}),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    /** The opaque id the account's security page and API show; the sid itself never leaves the server. */
    publicId: text("public_id").notNull().default(sql`gen_random_uuid()::text`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written when a request finds it older than ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs, not per request. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The client address the session signed in from (packages/auth/src/forwarded.ts). */
    ipAddress: text("ip_address"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expire_idx").on(t.expire),
    uniqueIndex("sessions_public_id_idx").on(t.publicId),
  ],
);

/** OAuth accounts linked to a user (Auth.js adapter shape). */
export const accounts = pgTable(
  "accounts",
  {
    userId: requiredRef("user_id", () => users.id, "cascade"),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refreshToken: text("refresh_token"),
    accessToken: text("access_token"),
    expiresAt: integer("expires_at"),
    tokenType: text("token_type"),
    scope: text("scope"),
    idToken: text("id_token"),
    sessionState: text("session_state"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerAccountId] }),
    index("accounts_user_idx").on(t.userId),
  ],
);

/** One-time tokens: e-mail verification links. */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/**
 * Personal access tokens (docs/product.md#api-tokens). Only the SHA-256 of the secret is kept; the
 * clear token is shown once when created. Revoked and expired rows stay for the owner's list.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    name: text("name").notNull(),
    /** The first characters of the token (`skh_` and a few more), so the owner can tell tokens apart. */
    displayPrefix: text("display_prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes", { enum: API_TOKEN_SCOPES }).array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_secret_hash_idx").on(t.secretHash), index("api_tokens_user_idx").on(t.userId)],
);
