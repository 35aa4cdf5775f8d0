/**
 * FOR CONTRACT TESTS ONLY — never exported to the app.
 * A real HTTP server (node:http, port 0) that turns each request into a fetch `Request` and hands it
 * to handleRestRequest. The signed-in user comes from a bearer token as in the app, or else from the
 * `x-test-user-id` header, looked up in the test database (the app reads its session cookie instead).
 * Every answer is held to /api/openapi.json: one the document does not describe for its operation
 * (an undocumented status, a body off its schema) reaches the test as status 598 with the
 * mismatches in its body, so each contract test also checks the document.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { findSessionUser } from "@skyhire/auth/session";
import { createRequestContext } from "../request-context";
import type { TestContext } from "../testing";
import { documentMismatches } from "./document-validation.fixtures";
import { handleRestRequest } from "./handler";

export const TEST_USER_HEADER = "x-test-user-id";
/** A registry session's sid: the request is signed in by it, as the app's session cookie would be. */
export const TEST_SESSION_HEADER = "x-test-session-id";

export interface RestTestServer {
  baseUrl: string;
  /** fetch against the server, optionally as a user (by id). */
  request: (path: string, init?: RequestInit & { asUserId?: string }) => Promise<Response>;
  /** POST `body` as JSON, optionally as a user (by id). */
  postJson: (path: string, body: unknown, asUserId?: string) => Promise<Response>;
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

/** The status a test sees for an answer the document does not describe. */
export const DOCUMENT_MISMATCH_STATUS = 598;

function isJson(response: Response): boolean {
  return /^application\/(problem\+)?json\b/.test(response.headers.get("content-type") ?? "");
}

export async function startRestTestServer(t: TestContext): Promise<RestTestServer> {
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toFetchRequest(incoming);
      // As the app: a bearer token's owner, or else the "session" (here the test header's user).
      const userId = request.headers.get(TEST_USER_HEADER);
      const sid = request.headers.get(TEST_SESSION_HEADER);
      const read = sid ? () => findSessionUser(t.db, sid) : async () => (userId ? t.sessionUserById(userId) : null);
      const signedIn = await createRequestContext(request, t.db, read);
      const context = sid && signedIn.user && !signedIn.bearer ? { ...signedIn, sessionId: sid } : signedIn;
      const response = await handleRestRequest(request, context);
      const body = Buffer.from(await response.arrayBuffer());
      const mismatches = isJson(response) && body.length > 0
        ? documentMismatches(request.method, new URL(request.url).pathname, response.status, JSON.parse(body.toString()))
        : [];
      if (mismatches.length > 0) {
        outgoing.writeHead(DOCUMENT_MISMATCH_STATUS, { "content-type": "application/json" });
        outgoing.end(JSON.stringify({ status: response.status, documentMismatches: mismatches, body: body.toString() }));
        return;
      }
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(body);
    })().catch((error: unknown) => {
      console.error("test server failed", error);
      outgoing.writeHead(599).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request: RestTestServer["request"] = (path, init = {}) => {
    const { asUserId, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (asUserId) headers.set(TEST_USER_HEADER, asUserId);
    return fetch(`${baseUrl}${path}`, { ...rest, headers });
  };
  return {
    baseUrl,
    request,
    postJson: (path, body, asUserId) =>
      request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), asUserId }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
