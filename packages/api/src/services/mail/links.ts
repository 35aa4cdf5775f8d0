/** Absolute links for mails: they are opened outside the app, so they carry the site's origin. */
import type { MailEnv } from "./env";
import { mailEnv } from "./env";

const LOCAL_FALLBACK = "http://localhost:3000";

/**
 * The site's origin: APP_URL (or AUTH_URL) when set — the only safe choice in production, where a
 * forged Host header must not choose where links point — else the origin the request was sent to.
 */
export function appBaseUrl(headers: Headers | undefined, env: MailEnv = mailEnv()): string {
  if (env.appUrl) return env.appUrl;
  const host = headers?.get("x-forwarded-host")?.split(",")[0]?.trim() ?? headers?.get("host")?.trim();
  if (!host || !/^[a-z0-9.\-:[\]]+$/i.test(host)) return LOCAL_FALLBACK;
  const proto = headers?.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl}/`).toString();
}
