/**
 * Who sent a request. Forwarded headers (X-Forwarded-For/-Host/-Proto, X-Real-IP) are written by
 * whoever connects, so they are believed only from the proxies the operator of the site declared:
 * TRUST_PROXY is how many proxies stand in front of the app (default 0: none, the client connects
 * directly). Every incoming request's headers are rewritten once, before the app sees them
 * (apps/web/server.ts), so every reader — rate limits, origin checks — sees the truth.
 */
import type { EnvSource } from "@skyhire/validators/plain";
import { authVariables } from "./env";

export { TRUST_PROXY_MESSAGE } from "./env";

/** How many proxies in front of the app may be believed (TRUST_PROXY, checked in env.ts). */
export function trustedProxyHops(env?: EnvSource): number {
  return authVariables(env).TRUST_PROXY;
}

type RawHeaders = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** The client's address: the socket's peer, or (behind `hops` trusted proxies) the entry they vouch for. */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const chain = [
    ...(hops > 0 ? (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean) : []),
    ...(socketAddress ? [socketAddress] : []),
  ];
  // The last `hops` entries were written by trusted proxies; the one before them is the client.
  return chain[chain.length - 1 - hops] ?? chain[0] ?? "unknown";
}

/**
 * Rewrites a Node request's forwarded headers in place: X-Forwarded-For becomes the one client
 * address; without trusted proxies the client's own X-Forwarded-Host/-Proto/-Port and X-Real-IP
 * are dropped (Next.js then fills host and protocol from the connection).
 */
export function normalizeForwardedHeaders(headers: RawHeaders, socketAddress: string | undefined, hops: number): void {
  headers["x-forwarded-for"] = clientAddressOf(single(headers["x-forwarded-for"]), socketAddress, hops);
  delete headers["x-real-ip"];
  if (hops === 0) {
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-proto"];
    delete headers["x-forwarded-port"];
  }
}

/** The client address of a request whose headers were normalized ("unknown" outside a server). */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/**
 * The origins a request counts as this site's own (the cross-site checks compare Origin and Referer
 * with them): its URL's and its Host's, and — only behind trusted proxies — the host and protocol
 * they say they served. A client's own X-Forwarded-Host never makes another site "this site".
 */
export function siteOrigins(request: Request, env?: EnvSource): Set<string> {
  const url = new URL(request.url);
  const protocol = url.protocol.replace(":", "");
  const origins = new Set([url.origin]);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const host = first("host");
  if (host) origins.add(`${protocol}://${host}`);
  if (trustedProxyHops(env) > 0) {
    const forwardedHost = first("x-forwarded-host") ?? host;
    if (forwardedHost) origins.add(`${first("x-forwarded-proto") ?? protocol}://${forwardedHost}`);
  }
  return origins;
}
