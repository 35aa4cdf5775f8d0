/**
 * Personal access tokens for outside clients (docs/product.md#api-tokens): created on the account
 * page and shown once, stored as a SHA-256 of a 256-bit random secret, scoped read or write, revoked
 * by their owner. A request with `Authorization: Bearer skh_…` acts as the token's owner.
 */
import { createHash, randomBytes } from "node:crypto";
import { sessionUserColumns } from "@skyhire/auth/session";
import type { Executor } from "@skyhire/db";
import { apiTokens, users } from "@skyhire/db/schema";
import {
  API_TOKEN_DISPLAY_LENGTH,
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  createApiTokenSchema,
  type ApiTokenScope,
  type CreateApiTokenInput,
  scopeAllows,
  type SessionUser,
} from "@skyhire/validators";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { DomainError, notFound } from "../errors";
import { hitRateLimit, secondsUntil, type RateLimitResult, type RateLimitRule } from "./rate-limit";
import { newestFirst } from "./sql-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as its owner's list shows it: never the secret nor its hash. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  status: ApiTokenStatus;
}

export type ApiTokenStatus = "active" | "revoked" | "expired";

type SummaryRow = Omit<ApiTokenSummary, "status">;

/** Revoked wins over expired: the owner ended it. */
function withStatus(row: SummaryRow, now = Date.now()): ApiTokenSummary {
  const status: ApiTokenStatus = row.revokedAt
    ? "revoked"
    : row.expiresAt && row.expiresAt.getTime() <= now
      ? "expired"
      : "active";
  return { ...row, status };
}

/** What a bearer request is: a token's owner and scopes, or the reason it is refused (401). */
export type BearerAuth =
  | { ok: true; user: SessionUser; tokenId: string; scopes: ApiTokenScope[] }
  | { ok: false; message: string };

/**
 * What the request context keeps of a bearer request: the token it acts with, or why the token is
 * refused. Absent for a session (cookie) request.
 */
export type BearerCredential = { ok: true; tokenId: string; scopes: ApiTokenScope[] } | { ok: false; message: string };

const summaryColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  displayPrefix: apiTokens.displayPrefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
};

/** The stored form of a token: its SHA-256, hex (a 256-bit random secret needs no slow hash). */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function newToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** Tokens that still work: not revoked and not expired. */
const live = () => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)));

/**
 * Creates a token for the actor; the clear token is in the answer and nowhere else, ever.
 * At most API_TOKEN_LIMITS.maxPerUser live tokens per account (checked under a lock on the user row).
 */
export async function createApiToken(
  db: Executor,
  { actor, input }: { actor: SessionUser; input: CreateApiTokenInput },
): Promise<{ token: string; summary: ApiTokenSummary }> {
  const { name, scopes, expiresInDays } = createApiTokenSchema.parse(input);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, actor.id), live()));
    if ((held?.n ?? 0) >= API_TOKEN_LIMITS.maxPerUser) throw new DomainError("CONFLICT", API_TOKEN_MESSAGES.tooMany);
    const token = newToken();
    const [summary] = await tx
      .insert(apiTokens)
      .values({
        userId: actor.id,
        name,
        displayPrefix: token.slice(0, API_TOKEN_DISPLAY_LENGTH),
        secretHash: hashApiToken(token),
        scopes,
        expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS),
      })
      .returning(summaryColumns);
    if (!summary) throw new Error("api token insert returned no row");
    return { token, summary: withStatus(summary) };
  });
}

/** The actor's tokens, newest first, revoked and expired ones included (marked by their dates). */
export async function listApiTokens(db: Executor, { actor }: { actor: SessionUser }): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, actor.id))
    .orderBy(...newestFirst(apiTokens));
  return rows.map((row) => withStatus(row));
}

/** Revokes one of the actor's tokens; revoking it again changes nothing. Another's token is not found. */
export async function revokeApiToken(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<ApiTokenSummary> {
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, actor.id)))
    .returning(summaryColumns);
  if (!revoked) throw notFound(API_TOKEN_MESSAGES.notFound);
  return withStatus(revoked);
}

/**
 * Who a bearer token acts for, read fresh (current role, active account), or why it is refused.
 * The last-used time is written at most once per API_TOKEN_LIMITS.lastUsedIntervalMs.
 */
export async function authenticateApiToken(db: Executor, token: string): Promise<BearerAuth> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      status: users.status,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.secretHash, hashApiToken(token)))
    .limit(1);
  if (!row) return { ok: false, message: API_TOKEN_MESSAGES.invalid };
  if (row.revokedAt) return { ok: false, message: API_TOKEN_MESSAGES.revoked };
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) return { ok: false, message: API_TOKEN_MESSAGES.expired };
  if (row.status !== "active") return { ok: false, message: API_TOKEN_MESSAGES.ownerInactive };
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= API_TOKEN_LIMITS.lastUsedIntervalMs) {
    await touchApiToken(db, row.tokenId);
  }
  return { ok: true, user: row.user, tokenId: row.tokenId, scopes: row.scopes };
}

/** Sets last-used to now unless another request did so within the interval (concurrent calls write once). */
async function touchApiToken(db: Executor, tokenId: string): Promise<void> {
  const stale = sql`now() - (${API_TOKEN_LIMITS.lastUsedIntervalMs}::double precision * interval '1 millisecond')`;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
}

/**
 * The rules for one call made with a token, in one place for procedures and file routes: a refused
 * token is UNAUTHORIZED with its reason, a write needs the write scope (FORBIDDEN), and each call
 * counts against the token's rate limit (TOO_MANY_REQUESTS). A session request passes untouched.
 */
export async function enforceBearer(
  db: Executor,
  bearer: BearerCredential | undefined,
  kind: "read" | "write",
  counted?: RateLimitSeen,
): Promise<void> {
  if (!bearer) return;
  if (!bearer.ok) throw new DomainError("UNAUTHORIZED", bearer.message);
  if (!scopeAllows(bearer.scopes, kind)) throw new DomainError("FORBIDDEN", API_TOKEN_MESSAGES.readOnly);
  const rule = API_TOKEN_LIMITS.rateLimit;
  const result = await hitRateLimit(db, `api-token:${bearer.tokenId}`, rule);
  if (counted) counted.last = { rule, result };
  if (!result.allowed) {
    throw new DomainError("TOO_MANY_REQUESTS", API_TOKEN_MESSAGES.tooManyRequests, { retryAfterSeconds: secondsUntil(result.resetAt) });
  }
}

/** Where a request keeps its token's last count, for the `RateLimit` headers of its answer (rest/rate-limit-headers.ts). */
export interface RateLimitSeen {
  last?: { rule: RateLimitRule; result: RateLimitResult };
}
