import type { IncomingMessage, ServerResponse } from "node:http";
import { serveFromPageCache, type PageCacheOptions } from "./page-cache";
import { servePublicRead } from "./public-reads";
import { admitWithinLimits } from "./request-limits";
import { trustForwardedHeaders } from "./trust-forwarded-headers";

export interface RequestPipelineOptions {
  /** Next.js's request handler (`app.getRequestHandler()`): every request not answered before it. */
  next: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** How many proxies in front of this server to believe (`trustedProxyHops()`, TRUST_PROXY). */
  trustedProxyHops: number;
  /** Signed-out visitors' public pages from memory; left out in development, where an edited page must show on the next reload. */
  pageCache?: PageCacheOptions;
}

/**
 * What the HTTP server does with each request (apps/web/server.ts), in order. Each step either
 * answers the request itself or lets it go on; whatever is left reaches Next.js.
 */
export function requestPipeline(options: RequestPipelineOptions): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const toNext = () => handleWithNext(options.next, request, response);
    // 1. The site's limits (request-limits.ts): 405 for a method it does not serve, 400 for a
    //    path that does not decode, 413 for a body over its route's cap, declared or streamed.
    if (!admitWithinLimits(request, response)) return;
    // 2. Forwarded headers rewritten to what TRUST_PROXY allows (trust-forwarded-headers.ts),
    //    before anything below reads the client's address or host.
    trustForwardedHeaders(request, options.trustedProxyHops);
    // 3. An anonymous public catalogue read from the REST adapter (public-reads.ts).
    if (servePublicRead(request, response)) return;
    // 4. A signed-out visitor's public page from memory (page-cache.ts); a page not kept yet is
    //    rendered by asking this server for it, and that request comes through here to Next.js.
    if (options.pageCache && serveFromPageCache(request, response, options.pageCache, toNext)) return;
    // 5. Everything else: Next.js.
    toNext();
  };
}

function handleWithNext(next: RequestPipelineOptions["next"], request: IncomingMessage, response: ServerResponse): void {
  next(request, response).catch((error: unknown) => {
    // Next.js answers its own errors; this is one it could not.
    console.error(`Next.js failed on ${request.method} ${request.url}`, error);
    if (response.headersSent) response.destroy();
    else response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal Server Error");
  });
}
