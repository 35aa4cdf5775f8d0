import type { IncomingMessage } from "node:http";
import { normalizeForwardedHeaders } from "@skyhire/auth/forwarded";

/**
 * Rewrites a request's forwarded headers before Next.js reads them (it keeps a client's own
 * X-Forwarded-For and hands route handlers no socket address), so the client address the rate
 * limits use and the host the origin checks use are the connection's own unless TRUST_PROXY says
 * how many proxies to believe (`hops`, from `trustedProxyHops()` of @skyhire/auth/forwarded).
 */
export function trustForwardedHeaders(request: IncomingMessage, hops: number): void {
  normalizeForwardedHeaders(request.headers, request.socket.remoteAddress, hops);
}
