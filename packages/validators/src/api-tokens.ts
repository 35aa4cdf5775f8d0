import { z } from "zod";

/**
 * Personal access tokens for outside clients (docs/product.md#api-tokens): the format, the scopes,
 * the limits and every message, written once for the account page, the service and the context.
 */
/** The API reference (Swagger UI over the OpenAPI document), served by the app itself. */
export const API_DOCS_PATH = "/api/docs";

export const API_TOKEN_PREFIX = "skh_";

/** The secret after the prefix: 32 random bytes, base64url (43 characters). */
export const API_TOKEN_SECRET_LENGTH = 43;

/** `skh_` and 43 base64url characters; a secret scanner can match the same expression. */
export const API_TOKEN_PATTERN = /^skh_[A-Za-z0-9_-]{43}$/;

/** How many characters of a token the list shows (the prefix and the first few of the secret). */
export const API_TOKEN_DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 6;

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Lifetimes offered on the account page, in days; null: until revoked. */
export const API_TOKEN_LIFETIMES = [30, 90, 365, null] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];

export const API_TOKEN_LIMITS = {
  /** Live (not revoked, not expired) tokens one account may hold. */
  maxPerUser: 20,
  nameMax: 60,
  /** The last-used time is written at most this often per token, not on every call. */
  lastUsedIntervalMs: 60_000,
  /** Procedure calls one token may make per window. */
  rateLimit: { limit: 300, windowMs: 60_000 },
} as const;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Give the token a name",
  nameTooLong: `Name cannot exceed ${API_TOKEN_LIMITS.nameMax} characters`,
  scopeRequired: "Choose at least one scope",
  invalidScope: "Scopes are read and write",
  invalidLifetime: "Choose an expiry of 30, 90 or 365 days, or none",
  tooMany: `You can hold at most ${API_TOKEN_LIMITS.maxPerUser} active tokens. Revoke one first.`,
  notFound: "Token not found",
  invalidId: "Token not found",
  // Refusals of a request that carries `Authorization: Bearer …` (all 401 but readOnly, 403).
  malformed: "Malformed API token: send Authorization: Bearer skh_…",
  invalid: "Invalid API token",
  revoked: "This API token has been revoked",
  expired: "This API token has expired",
  ownerInactive: "The account of this API token is suspended",
  readOnly: "This API token has the read scope only; writing needs the write scope",
  sessionOnly: "API tokens cannot do this; sign in on the website",
  tooManyRequests: "Too many requests with this API token. Please try again in a minute.",
} as const;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_LIMITS.nameMax, API_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.invalidScope }), {
      error: API_TOKEN_MESSAGES.scopeRequired,
    })
    .min(1, API_TOKEN_MESSAGES.scopeRequired)
    .max(API_TOKEN_SCOPES.length, API_TOKEN_MESSAGES.invalidScope)
    .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: API_TOKEN_MESSAGES.invalidLifetime })
    .default(90),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;
export type CreateApiTokenValues = z.output<typeof createApiTokenSchema>;

export const revokeApiTokenSchema = z.object({
  id: z.string({ error: API_TOKEN_MESSAGES.invalidId }).trim().min(1, API_TOKEN_MESSAGES.invalidId).max(100, API_TOKEN_MESSAGES.invalidId),
});
export type RevokeApiTokenInput = z.input<typeof revokeApiTokenSchema>;

/**
 * The token of an `Authorization` header: undefined when the header names no bearer (no header,
 * another scheme), null when it does but the token is not one of ours.
 */
export function bearerTokenOf(authorization: string | null | undefined): string | null | undefined {
  if (!authorization) return undefined;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(authorization);
  if (!match) return undefined;
  const token = match[1]?.trim() ?? "";
  return API_TOKEN_PATTERN.test(token) ? token : null;
}

/** Whether a token may make a call of this kind: reads need `read` or `write`, writes need `write`. */
export function scopeAllows(scopes: readonly ApiTokenScope[], kind: "read" | "write"): boolean {
  return kind === "write" ? scopes.includes("write") : scopes.length > 0;
}
