import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { acceptsGzip } from "./accepts-gzip";
import { beforeEveryRequest } from "./request-hook";

/**
 * What the two page caches share (page-cache.ts for visitors, dashboard-cache.ts for signed-in
 * dashboards): asking this server for a page over loopback, keeping the answer, and sending a kept
 * answer again.
 */

/** A page kept in memory, with its gzipped body ready. */
export interface KeptPage {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  gzipped: Buffer;
}

/** A page as this server rendered it. */
export interface Render {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Where this server listens. */
export interface RenderServer {
  host: string;
  port: number;
}

/**
 * The path of a request for a whole page that a kept page may answer, or null: a GET without an
 * Authorization header and not this server's own render (`renderHeader`), nor one of the client
 * router's requests (RSC payloads, `?_rsc=`, `Next-Router-State-Tree`, `Next-Url`, …).
 */
export function pageRequestPath(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders, renderHeader: string): string | null {
  if (method !== "GET" || !url) return null;
  const queryStart = url.indexOf("?");
  if (queryStart !== -1 && new URLSearchParams(url.slice(queryStart + 1)).has("_rsc")) return null;
  if (headers[renderHeader] !== undefined || headers.authorization !== undefined) return null;
  if (Object.keys(headers).some((name) => name === "rsc" || name.startsWith("next-"))) return null;
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** One value per process under `name`: instrumentation and the route bundles load these modules apart. */
export function perProcess<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const holder = globalThis as Record<symbol, T | undefined>;
  return (holder[key] ??= create());
}

/** Kept entries, each holding a page: at most `max` of them and `megabytes` in all, for `seconds` each. */
export function keptPageStore<T extends object>(limits: { max: number; megabytes: number; seconds: number }, pageOf: (entry: T) => KeptPage): LRUCache<string, T> {
  return new LRUCache<string, T>({
    max: limits.max,
    maxSize: limits.megabytes * 1024 * 1024,
    sizeCalculation: (entry) => pageOf(entry).body.byteLength + pageOf(entry).gzipped.byteLength,
    ttl: limits.seconds * 1_000,
  });
}

/** Headers of a render that belong to one connection or one body, not to the page. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

/** Where to ask `server` for a render (over loopback when it listens on every interface), or null before it listens. */
function renderServerOf(server: Server): RenderServer | null {
  // Asked only for a cacheable page: it is a system call (2 % of the server's CPU on API reads).
  const address = server.address();
  if (!address || typeof address !== "object") return null;
  const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
  return { host, port: address.port };
}

/** How a cache answers a request it took: `passOn` hands it to Next.js after all. */
export type KeptPageAnswer = (request: IncomingMessage, response: ServerResponse, key: string, server: RenderServer, passOn: () => void) => Promise<void>;

/**
 * Puts a cache of pages in front of Next.js (once per `name`): it takes the requests `keyOf` gives
 * a key and answers them with `answer`; when that fails (a read failed, the server is going down),
 * Next.js answers as usual, after `onFailure` has seen why.
 */
export function serveKeptPages(
  name: string,
  keyOf: (request: IncomingMessage) => string | null,
  answer: KeptPageAnswer,
  onFailure: (error: unknown) => void = () => undefined,
): void {
  beforeEveryRequest(name, (request, response, server, passOn) => {
    const key = keyOf(request);
    if (!key) return false;
    const renderServer = renderServerOf(server);
    if (!renderServer) return false;
    void answer(request, response, key, renderServer, passOn).catch((error: unknown) => {
      onFailure(error);
      if (!response.headersSent) passOn();
    });
    return true;
  });
}

/** Asks this server for `url` with exactly `headers` (nothing else of the visitor's request), uncompressed. */
export function render({ host, port }: RenderServer, url: string, headers: OutgoingHttpHeaders): Promise<Render> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host,
        port,
        path: url,
        method: "GET",
        headers: { host: `${host}:${port}`, accept: "text/html", ...headers },
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 500, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("Page render timed out")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * A render that may be kept: a 200 HTML page that sets no cookie, its body passed through
 * `rewrite`. `dropHeader` names a request-only header the render echoed.
 */
export function keepable(rendered: Render, dropHeader: string, rewrite: (html: string) => string = (html) => html): KeptPage | null {
  if (rendered.status !== 200) return null;
  if (rendered.headers["set-cookie"] !== undefined) return null;
  if (!String(rendered.headers["content-type"] ?? "").startsWith("text/html")) return null;
  if (rendered.headers["content-encoding"] !== undefined) return null;
  const headers = Object.entries(rendered.headers).flatMap(([name, value]): [string, string | string[]][] =>
    value === undefined || NOT_STORED.has(name) || name === dropHeader ? [] : [[name, value]],
  );
  const body = Buffer.from(rewrite(rendered.body.toString("utf8")));
  return { status: rendered.status, headers, body, gzipped: gzipSync(body) };
}

/** Sends a kept page, gzipped for a client that accepts it; `marker` says which cache answered and how. */
export function sendKept(
  request: IncomingMessage,
  response: ServerResponse,
  page: KeptPage,
  marker: { header: string; value: string },
): void {
  response.statusCode = page.status;
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader(marker.header, marker.value);
  const gzip = acceptsGzip(request);
  const body = gzip ? page.gzipped : page.body;
  if (gzip) response.setHeader("content-encoding", "gzip");
  const vary = String(response.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  response.setHeader("content-length", body.byteLength);
  response.end(body);
}

/** Any other answer (a 404, a redirect) goes out as Next.js gave it, and is not kept. */
export function sendAsRendered(response: ServerResponse, rendered: Render): void {
  response.statusCode = rendered.status;
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !NOT_STORED.has(name)) response.setHeader(name, value);
  }
  response.setHeader("content-length", rendered.body.byteLength);
  response.end(rendered.body);
}
