import { Server, type IncomingMessage } from "node:http";
import { normalizeForwardedHeaders, trustedProxyHops } from "@skyhire/auth/forwarded";
import type { EnvSource } from "@skyhire/validators/plain";

const INSTALLED = Symbol.for("skyhire.forwardedHeaders");

/**
 * Rewrites every incoming request's forwarded headers before Next.js reads them (it keeps a
 * client's own X-Forwarded-For and hands route handlers no socket address), so the client address
 * the rate limits use and the host the origin checks use are the connection's own unless
 * TRUST_PROXY says which proxies to believe. Wraps the HTTP server's "request" event once.
 */
export function trustForwardedHeaders(env?: EnvSource): void {
  const hops = trustedProxyHops(env);
  const prototype = Server.prototype as Server & { [INSTALLED]?: boolean };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  // Kept unbound: re-applied below with the server as `this`.
  const emit = Reflect.get(prototype, "emit");
  prototype.emit = function emitWithTrustedHeaders(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      normalizeForwardedHeaders(request.headers, request.socket.remoteAddress, hops);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server["emit"];
}
