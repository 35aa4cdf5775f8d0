import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { bodyCapFor, MAX_JSON_BODY_BYTES } from "@skyhire/api/http-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OVERSIZED_BYTES, send, streamOversizedBody } from "../../e2e/security/raw-http";
import { admitWithinLimits } from "./request-limits";

/** What the route behind the limits got to read of each request body, by path. */
const readByRoute = new Map<string, { bytes: number; finished: boolean }>();

let server: Server;
let baseURL: string;

beforeAll(async () => {
  // A route that reads every body to the end before answering, as a webhook or a server action does.
  server = createServer((request, response) => {
    if (!admitWithinLimits(request, response)) return;
    const read = { bytes: 0, finished: false };
    readByRoute.set(request.url ?? "", read);
    request.on("data", (chunk: Buffer) => (read.bytes += chunk.byteLength));
    request.on("end", () => {
      read.finished = true;
      response.end(JSON.stringify({ read: read.bytes }));
    });
    request.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("every route's body is counted while it streams", () => {
  for (const path of ["/api/webhooks/stripe", "/signin", "/api/trpc/jobs.create"]) {
    it(`${path}: past the cap, 413 comes before the client is done and the route never gets the rest`, async () => {
      const answer = await streamOversizedBody(baseURL, path, { "content-type": "application/json" });
      expect(answer.status).toBe(413);
      // Problem details, like every other refusal.
      expect(answer.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(answer.body)).toMatchObject({ status: 413, detail: "Request body is too large", message: "Request body is too large", requestId: expect.any(String) });
      expect(answer.sentBeforeAnswer).toBeLessThan(OVERSIZED_BYTES);
      expect(readByRoute.get(path)).toMatchObject({ finished: false });
      expect(readByRoute.get(path)?.bytes).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES);
    });
  }

  it("uploads have their own, larger cap", () => {
    expect(bodyCapFor("/api/uploads")).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    expect(bodyCapFor("/api/webhooks/stripe")).toBe(MAX_JSON_BODY_BYTES);
  });

  it("a body within the cap reaches the route whole", async () => {
    const answer = await send(baseURL, "POST", "/api/auth/register", Buffer.alloc(MAX_JSON_BODY_BYTES, 0x20));
    expect(answer.status).toBe(200);
    expect(readByRoute.get("/api/auth/register")).toEqual({ bytes: MAX_JSON_BODY_BYTES, finished: true });
  });
});
