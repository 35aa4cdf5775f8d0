/** Absolute links for mails: they are opened outside the app, so they carry the site's origin. */
import type { MailEnv } from "./settings";
import { mailEnv } from "./settings";

const LOCAL_FALLBACK = "http://localhost:3000";

/**
 * The site's origin: APP_URL (or AUTH_URL) — required in production (readMailEnv refuses to start
 * without it), so a forged Host or X-Forwarded-Host never chooses where a link points. Only in
 * development, without it, the local server the request reached.
 */
export function appBaseUrl(headers: Headers | undefined, env: MailEnv = mailEnv()): string {
  if (env.appUrl) return env.appUrl;
  if (env.production) return LOCAL_FALLBACK;
  const host = headers?.get("host")?.trim();
  if (!host || !/^[a-z0-9.\-:[\]]+$/i.test(host)) return LOCAL_FALLBACK;
  const proto = headers?.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl}/`).toString();
}
