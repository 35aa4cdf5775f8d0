import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MAX_JSON_BODY_BYTES } from "@skyhire/api/http-limits";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { streamOversizedBody } from "../../e2e/security/raw-http";
import { ownAddress } from "./page-cache";
import { requestPipeline, type RequestPipelineOptions } from "./request-pipeline";

/**
 * The entry's pipeline (apps/web/server.ts) in front of a stand-in for Next.js: what each step
 * answers itself never reaches it, and what does reach it has been through the steps before.
 */

/** What the stand-in for Next.js saw: each request's method, path, headers and body length. */
const reached: { method: string; url: string; headers: IncomingHttpHeaders; bodyBytes: number }[] = [];

function fakeNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const seen = { method: request.method ?? "", url: request.url ?? "", headers: { ...request.headers }, bodyBytes: 0 };
    reached.push(seen);
    request.on("data", (chunk: Buffer) => (seen.bodyBytes += chunk.byteLength));
    request.on("error", () => resolve());
    request.on("end", () => {
      if (seen.url === "/fails") return reject(new Error("a render that failed"));
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(`<html><body>${seen.url} from Next.js</body></html>`);
      resolve();
    });
  });
}

async function start(options: Omit<RequestPipelineOptions, "next">, server = createServer()): Promise<{ server: Server; baseURL: string }> {
  server.on("request", requestPipeline({ next: fakeNext, ...options }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A request exactly as written: any method, any headers, a declared body that may never come. */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let direct: { server: Server; baseURL: string };
let behindProxy: { server: Server; baseURL: string };
let withPageCache: { server: Server; baseURL: string };

beforeAll(async () => {
  direct = await start({ trustedProxyHops: 0 });
  behindProxy = await start({ trustedProxyHops: 1 });
  const server = createServer();
  withPageCache = await start({ trustedProxyHops: 0, pageCache: { renderServer: ownAddress(server) } }, server);
});

afterAll(async () => {
  for (const { server } of [direct, behindProxy, withPageCache]) await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reached.length = 0;
});

describe("request limits come first", () => {
  it("a method the site does not serve is answered 405 and never reaches Next.js", async () => {
    const answer = await raw(direct.baseURL, "TRACE", "/");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(reached).toEqual([]);
  });

  it("a path whose percent-encoding does not decode is answered 400", async () => {
    expect((await raw(direct.baseURL, "GET", "/listings/%E0%A4%A")).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it("a body declared over its route's cap is answered 413 before Next.js sees the request", async () => {
    const answer = await raw(direct.baseURL, "POST", "/api/trpc/jobs.create", { "content-length": String(MAX_JSON_BODY_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it("a streamed body reaches Next.js only up to the cap, after which the client gets 413", async () => {
    const answer = await streamOversizedBody(direct.baseURL, "/api/webhooks/stripe", { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(reached).toHaveLength(1);
    expect(reached[0]?.bodyBytes).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES);
  });
});

describe("forwarded headers, before anything reads them", () => {
  const claimed = { "x-forwarded-for": "198.51.100.7", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-real-ip": "198.51.100.8" };

  it("without a trusted proxy, Next.js sees the connection's own address and none of the client's claims", async () => {
    expect((await raw(direct.baseURL, "GET", "/how-it-works", claimed)).status).toBe(200);
    expect(reached).toHaveLength(1);
    const headers = reached[0]?.headers ?? {};
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers).not.toHaveProperty("x-forwarded-host");
    expect(headers).not.toHaveProperty("x-forwarded-proto");
    expect(headers).not.toHaveProperty("x-real-ip");
  });

  it("behind one trusted proxy, the address and host it vouches for", async () => {
    await raw(behindProxy.baseURL, "GET", "/how-it-works", claimed);
    const headers = reached[0]?.headers ?? {};
    expect(headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(headers["x-forwarded-host"]).toBe("evil.example");
  });
});

describe("what goes on to Next.js", () => {
  it("a signed-in read of the REST API, and any request that is not a public read", async () => {
    await raw(direct.baseURL, "GET", "/api/listings", { cookie: "authjs.session-token=abc" });
    await raw(direct.baseURL, "GET", "/api/listings", { authorization: "Bearer sk_test" });
    await raw(direct.baseURL, "GET", "/api/health");
    expect(reached.map((request) => request.url)).toEqual(["/api/listings", "/api/listings", "/api/health"]);
  });

  it("a public page every time when there is no page cache (development)", async () => {
    for (let view = 0; view < 2; view += 1) expect((await raw(direct.baseURL, "GET", "/", { "user-agent": BROWSER })).headers["x-page-cache"]).toBeUndefined();
    expect(reached).toHaveLength(2);
  });

  it("a failure Next.js could not answer itself becomes a 500", async () => {
    expect((await raw(direct.baseURL, "GET", "/fails")).status).toBe(500);
  });
});

describe("the page cache", () => {
  it("renders a visitor's page by asking the same server, through the steps before it, then answers from memory", async () => {
    const first = await raw(withPageCache.baseURL, "GET", "/terms", { "user-agent": BROWSER, "x-forwarded-for": "198.51.100.7" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.body).toBe("<html><body>/terms from Next.js</body></html>");
    const second = await raw(withPageCache.baseURL, "GET", "/terms", { "user-agent": BROWSER });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    // One render: the cache's own request over loopback, with forwarded headers already normalized.
    expect(reached).toHaveLength(1);
    expect(reached[0]?.headers["x-skyhire-page-render"]).toEqual(expect.any(String));
    expect(reached[0]?.headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  it("leaves a signed-in reader to Next.js", async () => {
    const answer = await raw(withPageCache.baseURL, "GET", "/terms", { "user-agent": BROWSER, cookie: "authjs.session-token=abc" });
    expect(answer.headers["x-page-cache"]).toBeUndefined();
    expect(reached).toHaveLength(1);
  });
});
