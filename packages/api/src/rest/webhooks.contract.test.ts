import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiToken } from "../services/api-tokens";
import { API_TOKEN_MESSAGES, WEBHOOK_MESSAGES } from "@skyhire/validators";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

/** The webhook endpoints' paths (docs/api.md#webhooks). */
let t: TestContext;
let server: RestTestServer;
let receiver: Server;
let receiverUrl: string;
beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await server?.close();
  await t?.close();
});
beforeEach(() => vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "1"));
afterEach(() => vi.unstubAllEnvs());

const json = (
  method: string,
  body: unknown,
  asUserId?: string,
): RequestInit & { asUserId?: string } => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
  ...(asUserId ? { asUserId } : {}),
});

describe("webhook endpoints over REST", () => {
  it("creates (201, the secret once), lists, reads, changes, tests, lists deliveries, resends and deletes", async () => {
    const owner = await t.makeUser();
    const created = await server.request(
      "/api/webhook-endpoints",
      json("POST", { url: receiverUrl, events: ["job.created"] }, owner.id),
    );
    expect(created.status).toBe(201);
    const { secret, endpoint } = (await created.json()) as {
      secret: string;
      endpoint: { id: string; events: string[] };
    };
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint.events).toEqual(["job.created"]);
    const base = `/api/webhook-endpoints/${endpoint.id}`;

    const listed = await server.request("/api/webhook-endpoints", { asUserId: owner.id });
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as { id: string }[];
    expect(list.map((e) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect((await server.request(base, { asUserId: owner.id })).status).toBe(200);

    const patched = await server.request(
      base,
      json("PATCH", { description: "ERP", events: null }, owner.id),
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ description: "ERP", events: null, enabled: true });

    const tested = await server.request(`${base}/test`, json("POST", {}, owner.id));
    expect(tested.status).toBe(200);
    const delivery = (await tested.json()) as { id: string };
    expect(delivery).toMatchObject({
      eventType: "webhook.test",
      status: "succeeded",
      responseStatus: 204,
    });

    const deliveries = await server.request(`${base}/deliveries`, { asUserId: owner.id });
    expect(deliveries.status).toBe(200);
    expect(((await deliveries.json()) as { id: string }[]).map((d) => d.id)).toEqual([delivery.id]);

    const resent = await server.request(
      `${base}/deliveries/${delivery.id}/retry`,
      json("POST", {}, owner.id),
    );
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({
      id: delivery.id,
      status: "succeeded",
      attempts: 1,
    });

    const rotated = await server.request(`${base}/rotate-secret`, json("POST", {}, owner.id));
    expect(rotated.status).toBe(200);
    const renewed = (await rotated.json()) as { secret: string };
    expect(renewed.secret).toMatch(/^whsec_/);
    expect(renewed.secret).not.toBe(secret);

    const deleted = await server.request(base, { method: "DELETE", asUserId: owner.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: endpoint.id });
    expect((await server.request(base, { asUserId: owner.id })).status).toBe(404);
  });

  it("answers 404 for another account's endpoint, 401 signed out, 400 for a bad or private URL", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const created = await server.request(
      "/api/webhook-endpoints",
      json("POST", { url: receiverUrl }, owner.id),
    );
    const { endpoint } = (await created.json()) as { endpoint: { id: string } };
    for (const [path, init] of [
      [`/api/webhook-endpoints/${endpoint.id}`, { asUserId: other.id }],
      [`/api/webhook-endpoints/${endpoint.id}/deliveries`, { asUserId: other.id }],
      [`/api/webhook-endpoints/${endpoint.id}/test`, json("POST", {}, other.id)],
      [`/api/webhook-endpoints/${endpoint.id}/rotate-secret`, json("POST", {}, other.id)],
      [`/api/webhook-endpoints/${endpoint.id}`, { method: "DELETE", asUserId: other.id }],
    ] as const) {
      const refused = await server.request(path, init);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ message: WEBHOOK_MESSAGES.notFound });
    }
    expect((await server.request("/api/webhook-endpoints")).status).toBe(401);

    const bad = await server.request(
      "/api/webhook-endpoints",
      json("POST", { url: "ftp://example.com/hooks" }, owner.id),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: WEBHOOK_MESSAGES.urlScheme });

    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "0");
    const privateUrl = await server.request(
      "/api/webhook-endpoints",
      json("POST", { url: "https://10.0.0.7/hooks" }, owner.id),
    );
    expect(privateUrl.status).toBe(400);
    expect(await privateUrl.json()).toMatchObject({ message: WEBHOOK_MESSAGES.urlPrivate });
  });

  it("takes an API token: read scope lists, writing needs the write scope", async () => {
    const owner = await t.makeUser();
    const bearer = async (scopes: ("read" | "write")[]) =>
      `Bearer ${(await createApiToken(t.db, { actor: owner, input: { name: "CRM", scopes } })).token}`;
    const reader = await bearer(["read"]);
    const writer = await bearer(["read", "write"]);
    const body = JSON.stringify({ url: receiverUrl });
    const headers = (authorization: string) => ({
      authorization,
      "content-type": "application/json",
    });

    expect(
      (await server.request("/api/webhook-endpoints", { headers: headers(reader) })).status,
    ).toBe(200);
    const refused = await server.request("/api/webhook-endpoints", {
      method: "POST",
      headers: headers(reader),
      body,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: API_TOKEN_MESSAGES.readOnly });
    expect(
      (
        await server.request("/api/webhook-endpoints", {
          method: "POST",
          headers: headers(writer),
          body,
        })
      ).status,
    ).toBe(201);
  });
});
