import { normalizeForwardedHeaders, trustedProxyHops } from "@skyhire/auth/forwarded";
import type { EnvSource } from "@skyhire/validators/plain";
import { beforeEveryRequest } from "./request-hook";

/**
 * Rewrites every incoming request's forwarded headers before Next.js reads them (it keeps a
 * client's own X-Forwarded-For and hands route handlers no socket address), so the client address
 * the rate limits use and the host the origin checks use are the connection's own unless
 * TRUST_PROXY says which proxies to believe. Wraps the HTTP server's "request" event once.
 */
export function trustForwardedHeaders(env?: EnvSource): void {
  const hops = trustedProxyHops(env);
  beforeEveryRequest("skyhire.forwardedHeaders", (request) => {
    normalizeForwardedHeaders(request.headers, request.socket.remoteAddress, hops);
    return false;
  });
}
