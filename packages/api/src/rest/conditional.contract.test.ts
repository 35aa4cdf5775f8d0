import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

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

const job = {
  title: "Inspect a bridge",
  description: "Close visual inspection of the deck underside.",
  category: "inspection",
  location: "Brisbane",
  budget: "2500+",
};

function postJob(body: unknown, { asUserId }: { asUserId: string }) {
  return server.request("/api/requests", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

describe("a GET with If-None-Match", () => {
  it("answers 304 without a body while the tag is current, and 200 with a new tag once the data changed", async () => {
    const customer = await t.makeUser();
    await postJob(job, { asUserId: customer.id });
    const path = `/api/requests/customer/${customer.id}`;
    const first = await server.request(path, { asUserId: customer.id });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);

    const again = await server.request(path, { asUserId: customer.id, headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    await postJob({ ...job, title: "Inspect a second bridge" }, { asUserId: customer.id });
    const changed = await server.request(path, { asUserId: customer.id, headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("works on the public catalogue too", async () => {
    const first = await server.request("/api/listings?pageSize=1");
    const etag = first.headers.get("etag")!;
    const again = await server.request("/api/listings?pageSize=1", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});
