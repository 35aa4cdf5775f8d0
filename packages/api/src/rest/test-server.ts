/**
 * FOR CONTRACT TESTS ONLY — never exported to the app.
 * A real HTTP server (node:http, port 0) that turns each request into a fetch `Request` and hands it
 * to handleRestRequest. The signed-in user comes from a bearer token as in the app, or else from the
 * `x-test-user-id` header, looked up in the test database (the app reads its session cookie instead).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestContext } from "../request-context";
import type { TestContext } from "../testing";
import { handleRestRequest } from "./handler";

export const TEST_USER_HEADER = "x-test-user-id";

export interface RestTestServer {
  baseUrl: string;
  /** fetch against the server, optionally as a user (by id). */
  request: (path: string, init?: RequestInit & { asUserId?: string }) => Promise<Response>;
  close: () => Promise<void>;
}

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const method = incoming.method ?? "GET";
  return new Request(`http://${incoming.headers.host ?? "localhost"}${incoming.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" || body.length === 0 ? undefined : body,
  });
}

export async function startRestTestServer(t: TestContext): Promise<RestTestServer> {
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toFetchRequest(incoming);
      // As the app: a bearer token's owner, or else the "session" (here the test header's user).
      const userId = request.headers.get(TEST_USER_HEADER);
      const context = await createRequestContext(request, t.db, async () => (userId ? t.sessionUserById(userId) : null));
      const response = await handleRestRequest(request, context);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error("test server failed", error);
      outgoing.writeHead(599).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    request: (path, init = {}) => {
      const { asUserId, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (asUserId) headers.set(TEST_USER_HEADER, asUserId);
      return fetch(`${baseUrl}${path}`, { ...rest, headers });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
