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

describe("a PUT with If-Match", () => {
  const form = {
    title: "Orthomosaic mapping",
    description: "RTK-corrected orthomosaic and surface model of up to 50 hectares.",
    category: "Mapping",
    price: 980,
    requirements: ["RTK drone"],
  };
  const put = (id: string, operatorId: string, ifMatch: string, title: string) =>
    server.request(`/api/listings/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "if-match": ifMatch },
      body: JSON.stringify({ ...form, title }),
      asUserId: operatorId,
    });

  it("writes while the tag is the resource's current one, and answers 412 changing nothing once it is not", async () => {
    const operator = await t.makeOperator();
    const created = await server.request("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(form),
      asUserId: operator.user.id,
    });
    const { id } = (await created.json()) as { id: string };
    const read = await server.request(`/api/listings/${id}`, { asUserId: operator.user.id });
    const etag = read.headers.get("etag")!;

    const first = await put(id, operator.user.id, etag, "Orthomosaic mapping, 60 ha");
    expect(first.status).toBe(200);
    // The same tag again: the first edit changed the listing, so this one is stale.
    const second = await put(id, operator.user.id, etag, "Overwritten by a stale editor");
    expect(second.status).toBe(412);
    expect(await second.json()).toMatchObject({ status: 412, message: "The resource changed since you read it: read it again and send its new ETag in If-Match" });
    const now = (await (await server.request(`/api/listings/${id}`)).json()) as { title: string };
    expect(now.title).toBe("Orthomosaic mapping, 60 ha");

    // `*` holds for any existing resource.
    expect((await put(id, operator.user.id, "*", "Orthomosaic mapping, 70 ha")).status).toBe(200);
  });
});
