import { LISTING_MESSAGES } from "@skyhire/validators";
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

function send(path: string, method: "POST" | "PUT" | "PATCH", body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

const form = {
  title: "Orthomosaic mapping",
  description: "Survey-grade orthomosaic and DSM of sites up to 50 hectares.",
  category: "Mapping",
  price: 980,
  requirements: ["RTK drone"],
};

describe("POST /api/listings", () => {
  it("201 creates the listing for an approved operator, with its Location", async () => {
    const operator = await t.makeOperator();
    const response = await send("/api/listings", "POST", form, operator.user.id);
    expect(response.status).toBe(201);
    const created = (await response.clone().json()) as { id: string };
    expect(response.headers.get("location")).toBe(`/api/listings/${created.id}`);
    expect(await response.json()).toMatchObject({
      id: expect.any(String),
      operatorId: operator.user.id,
      title: "Orthomosaic mapping",
      price: "980.00",
      isActive: true,
      requirements: ["RTK drone"],
      createdAt: expect.any(String),
    });
  });

  it("400 with every field's message", async () => {
    const operator = await t.makeOperator();
    const response = await send(
      "/api/listings",
      "POST",
      { ...form, title: "", price: "12.345" },
      operator.user.id,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Title is required",
      fieldErrors: {
        title: ["Title is required"],
        price: ["Price can have at most 2 decimal places"],
      },
    });
  });

  it("401 signed out; 403 with the reason while the profile is missing or pending", async () => {
    const signedOut = await send("/api/listings", "POST", form);
    expect(signedOut.status).toBe(401);

    const customer = await t.makeUser();
    const noProfile = await send("/api/listings", "POST", form, customer.id);
    expect(noProfile.status).toBe(403);
    expect(await noProfile.json()).toMatchObject({
      message: "Complete your operator profile before creating listings.",
    });

    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const waiting = await send("/api/listings", "POST", form, pending.user.id);
    expect(waiting.status).toBe(403);
    expect(await waiting.json()).toMatchObject({
      message:
        "Your operator profile is awaiting approval. You can create listings once it is approved.",
    });
  });
});

describe("PUT /api/listings/{id}", () => {
  it("200 updates the owner's listing; the path's id wins over one in the body", async () => {
    const operator = await t.makeOperator();
    const mine = await t.makeListing({ operatorId: operator.user.id });
    const other = await t.makeListing();
    const response = await send(
      `/api/listings/${mine.id}`,
      "PUT",
      { ...form, id: other.id, title: "Renamed mapping" },
      operator.user.id,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: mine.id, title: "Renamed mapping" });
  });

  it("400, 401, 403 (another operator's) and 404 (unknown id)", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id });
    const path = `/api/listings/${listing.id}`;

    const bad = await send(path, "PUT", { ...form, category: "mapping" }, owner.user.id);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ category: ["Please select a valid category"] });

    expect((await send(path, "PUT", form)).status).toBe(401);

    const forbidden = await send(path, "PUT", form, other.user.id);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: "You can only change your own listings." });

    const missing = await send("/api/listings/not-a-listing", "PUT", form, owner.user.id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "Listing not found" });
    // A NUL in the id is refused as input before any lookup.
    const nul = await send("/api/listings/bad%00id", "PUT", form, owner.user.id);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ message: "Text cannot contain a NUL character" });
  });

  it("409 for an edit from a version read before the last change; 400 for a version that is not a time", async () => {
    const owner = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id });
    const path = `/api/listings/${listing.id}`;
    // What GET /api/operators/listings gives a client for this listing.
    const mine = (await (await server.request("/api/operators/listings", { asUserId: owner.user.id })).json()) as {
      items: { id: string; updatedAt: string }[];
    };
    const read = mine.items.find((item) => item.id === listing.id)!;

    const first = await send(path, "PUT", { ...form, version: read.updatedAt, title: "First edit" }, owner.user.id);
    expect(first.status).toBe(200);
    const stale = await send(path, "PUT", { ...form, version: read.updatedAt, title: "Second edit" }, owner.user.id);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: LISTING_MESSAGES.changedElsewhere });

    const bad = await send(path, "PUT", { ...form, version: "yesterday" }, owner.user.id);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ version: [LISTING_MESSAGES.versionInvalid] });
  });
});

describe("PATCH /api/listings/{id}/status", () => {
  it("200 deactivates and reactivates; inactive listings leave GET /api/listings", async () => {
    const word = `Patchable${Math.random().toString(36).slice(2, 8)}`;
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id, title: `${word} survey` });
    const path = `/api/listings/${listing.id}/status`;
    const browse = async () =>
      Number((await server.request(`/api/listings?q=${word}`)).headers.get("x-total-count"));
    expect(await browse()).toBe(1);

    const off = await send(path, "PATCH", { isActive: false }, operator.user.id);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: listing.id, isActive: false });
    expect(await browse()).toBe(0);

    const on = await send(path, "PATCH", { isActive: true }, operator.user.id);
    expect(on.status).toBe(200);
    expect(await browse()).toBe(1);
  });

  it("400, 401, 403 (not the owner, or moderated) and 404", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id });
    const path = `/api/listings/${listing.id}/status`;

    const bad = await send(path, "PATCH", { isActive: "no" }, owner.user.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "isActive must be true or false",
      fieldErrors: { isActive: ["isActive must be true or false"] },
    });
    expect((await send(path, "PATCH", { isActive: false })).status).toBe(401);
    expect((await send(path, "PATCH", { isActive: false }, other.user.id)).status).toBe(403);
    expect(
      (await send("/api/listings/missing/status", "PATCH", { isActive: false }, owner.user.id))
        .status,
    ).toBe(404);

    const moderated = await t.makeListing({
      operatorId: owner.user.id,
      isActive: false,
      moderationReason: "Duplicate listing",
    });
    const refused = await send(
      `/api/listings/${moderated.id}/status`,
      "PATCH",
      { isActive: true },
      owner.user.id,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: LISTING_MESSAGES.moderated });
  });
});

describe("GET /api/operators/listings", () => {
  it("200 the caller's listings, active and inactive, paged from the query string", async () => {
    const operator = await t.makeOperator();
    const older = await t.makeListing({
      operatorId: operator.user.id,
      isActive: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await t.makeListing({ operatorId: operator.user.id });
    const response = await server.request("/api/operators/listings?page=1&pageSize=1", {
      asUserId: operator.user.id,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string }[]; total: number };
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(body.items.map((l) => l.id)).toEqual([newer.id]);

    const second = await server.request("/api/operators/listings?page=2&pageSize=1", {
      asUserId: operator.user.id,
    });
    expect(((await second.json()) as { items: { id: string; isActive: boolean }[] }).items).toEqual(
      [expect.objectContaining({ id: older.id, isActive: false })],
    );
  });

  it("400 for a bad page, 401 signed out, 403 for a customer", async () => {
    const operator = await t.makeOperator();
    const bad = await server.request("/api/operators/listings?page=0", {
      asUserId: operator.user.id,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Page must be at least 1");

    expect((await server.request("/api/operators/listings")).status).toBe(401);

    const customer = await t.makeUser();
    const refused = await server.request("/api/operators/listings", { asUserId: customer.id });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "Only operators can manage listings." });
  });

  it("404 only for paths that do not exist", async () => {
    const operator = await t.makeOperator();
    const response = await server.request("/api/operators/listings/extra", {
      asUserId: operator.user.id,
    });
    expect(response.status).toBe(404);
  });
});
