import { readFile } from "node:fs/promises";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { startRestTestServer, TEST_USER_HEADER, type RestTestServer } from "../test-server";
import { clientTypes } from "./generate";
import type { paths } from "./schema";

let t: TestContext;
let server: RestTestServer;
beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe("the TypeScript client generated from /api/openapi.json (docs/api.md)", () => {
  it("is generated from the current document (regenerate with `pnpm --filter @skyhire/api openapi:types`)", async () => {
    const committed = await readFile(new URL("./schema.ts", import.meta.url), "utf8");
    expect(committed === (await clientTypes())).toBe(true);
  });

  it("reads, creates and is refused with problem details against a running server", async () => {
    const listing = await t.makeListing();
    const customer = await t.makeUser();
    const client = createClient<paths>({ baseUrl: server.baseUrl });

    const browse = await client.GET("/api/listings", { params: { query: { pageSize: 1, sort: "newest" } } });
    expect(browse.response.status).toBe(200);
    expect(browse.data).toEqual([expect.objectContaining({ id: listing.id })]);
    expect(browse.response.headers.get("x-total-count")).toBe("1");

    const created = await client.POST("/api/requests", {
      headers: { [TEST_USER_HEADER]: customer.id },
      body: { title: "Roof survey", description: "Survey a warehouse roof.", category: "inspection", location: "Sydney" },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ title: "Roof survey", status: "open" });

    const refused = await client.POST("/api/requests", {
      headers: { [TEST_USER_HEADER]: customer.id },
      body: { title: "", description: "Survey a warehouse roof.", category: "inspection", location: "Sydney" },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.response.headers.get("content-type")).toBe("application/problem+json");
    expect(refused.error).toMatchObject({ status: 400, type: "urn:skyhire:problem:bad-request", fieldErrors: { title: expect.any(Array) } });
  });
});
