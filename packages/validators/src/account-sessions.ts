import { z } from "zod";

/**
 * The account's signed-in sessions ("Devices", docs/product.md#devices): the security page's path,
 * how often last-seen is written, the id schema, every message and the plain user-agent rules.
 */
export const ACCOUNT_SECURITY_PATH = "/dashboard/account/security";

export const ACCOUNT_SESSION_LIMITS = {
  /** A session's last-seen time is written only when older than this (never once per request). */
  lastSeenIntervalMs: 5 * 60_000,
} as const;

export const ACCOUNT_SESSION_MESSAGES = {
  notFound: "Session not found",
  noCurrentSession: "Sign in on the website to manage your sessions",
} as const;

/** A session's opaque id (never its sid); an id of no session of the caller's is "not found" (404). */
export const accountSessionIdSchema = z.object({
  id: z
    .string({ error: ACCOUNT_SESSION_MESSAGES.notFound })
    .trim()
    .min(1, ACCOUNT_SESSION_MESSAGES.notFound)
    .max(100, ACCOUNT_SESSION_MESSAGES.notFound),
});

export interface DeviceDescription {
  browser: string;
  os: string;
  device: "Phone" | "Tablet" | "Computer";
}

/** First match wins: Edge and Opera and Samsung claim Chrome too, Chrome claims Safari. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/[\d.]+/, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
  [/curl\//, "curl"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** Browser, system and kind of device from a stored User-Agent, by a few plain rules; "Unknown" parts otherwise. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "Unknown browser";
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? "Unknown system";
  const device = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? "Tablet" : /Mobi|iPhone|iPod/.test(ua) ? "Phone" : "Computer";
  return { browser, os, device };
}

/** GET /api/account/sessions: one signed-in session of the caller (no sid: `id` is opaque). */
export const accountSessionResponse = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(["Phone", "Tablet", "Computer"]),
  /** How it signed in: credentials, google, … */
  provider: z.string(),
  /** The client address it signed in from; null when it was not known. */
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
  /** Written at most every few minutes (ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs). */
  lastSeenAt: z.date(),
  /** The session of this very request ("This device"). */
  current: z.boolean(),
});
export const accountSessionsListResponse = z.array(accountSessionResponse);
export type AccountSession = z.output<typeof accountSessionResponse>;

/** DELETE /api/account/sessions/{id}: the session ended. */
export const accountSessionRevokeResponse = z.object({ id: z.string() });

/** POST /api/account/sessions/revoke-others: how many other sessions were ended. */
export const accountSessionsRevokeOthersResponse = z.object({ ended: z.number().int() });
