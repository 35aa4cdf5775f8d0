import { INVALID_FILE_URL_MESSAGE, OPERATOR_PROFILE_REPLACE_MESSAGES } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOnboardingUploads } from "../services/operator-onboarding.fixtures";
import { createTestContext, TEST_BIO, type TestContext } from "../testing";
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

function send(path: string, method: "POST" | "PUT", body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

describe("/api/customers/profile", () => {
  const path = "/api/customers/profile";

  it("GET is null before the profile exists; POST creates (201); PUT updates; GET reads it", async () => {
    const customer = await t.makeUser();
    const empty = await server.request(path, { asUserId: customer.id });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toBeNull();

    const created = await send(
      path,
      "POST",
      { name: "Casey", phone: "+61 400 123 456", preferredContact: "phone" },
      customer.id,
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: "Casey",
      phone: "+61 400 123 456",
      preferredContact: "phone",
      billingInfo: null,
    });

    const updated = await send(path, "PUT", { name: "Casey Morgan", company: "Acme" }, customer.id);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      name: "Casey Morgan",
      phone: null,
      company: "Acme",
    });

    const read = await server.request(path, { asUserId: customer.id });
    expect(await read.json()).toMatchObject({
      name: "Casey Morgan",
      createdAt: expect.any(String),
    });
  });

  it("is 400 with the spec's message", async () => {
    const customer = await t.makeUser();
    const response = await send(path, "POST", { name: "C" }, customer.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Name must be at least 2 characters",
      fieldErrors: { name: ["Name must be at least 2 characters"] },
    });
  });

  it("is 401 signed out, 409 on a second POST, 404 on PUT before POST", async () => {
    expect((await server.request(path)).status).toBe(401);
    expect((await send(path, "POST", { name: "Casey" })).status).toBe(401);
    const customer = await t.makeUser();
    const early = await send(path, "PUT", { name: "Casey" }, customer.id);
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({ message: "Customer profile not found" });
    await send(path, "POST", { name: "Casey" }, customer.id);
    const again = await send(path, "POST", { name: "Casey" }, customer.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "Customer profile already exists" });
  });
});

describe("/api/operators/profile", () => {
  const path = "/api/operators/profile";
  const editor = {
    companyName: "Harbour Aerial",
    logoUrl: "",
    website: "harbour-aerial.example.com",
    bio: TEST_BIO,
    qualifications: ["CAA Licence"],
    serviceAreas: ["Hong Kong"],
    licences: [{ type: "CAA", number: "123", expiryDate: "2027-06-30" }],
    insuranceDocs: [],
    portfolioItems: [],
    defaultMargin: 15,
    currency: "HKD",
    publish: false,
  };

  it("POST creates a draft (201) and makes the customer an operator; PUT publishes; GET reads it", async () => {
    const customer = await t.makeUser();
    expect(await (await server.request(path, { asUserId: customer.id })).json()).toBeNull();

    const created = await send(path, "POST", editor, customer.id);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      companyName: "Harbour Aerial",
      website: "https://harbour-aerial.example.com",
      logoUrl: null,
      defaultMargin: 15,
      isPublished: false,
      approvalStatus: "pending",
    });
    expect(
      (await (await server.request("/api/auth/user", { asUserId: customer.id })).json()).role,
    ).toBe("operator");

    const published = await send(path, "PUT", { ...editor, publish: true }, customer.id);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ isPublished: true });

    const read = await server.request(path, { asUserId: customer.id });
    expect(await read.json()).toMatchObject({ companyName: "Harbour Aerial", isPublished: true });
  });

  it("is 400 with the spec's messages", async () => {
    const user = await t.makeUser();
    const shortBio = await send(path, "POST", { ...editor, bio: "Short" }, user.id);
    expect(shortBio.status).toBe(400);
    expect(await shortBio.json()).toMatchObject({
      message: "Bio must be at least 50 characters",
      fieldErrors: { bio: ["Bio must be at least 50 characters"] },
    });
    const belowThreshold = await send(
      path,
      "POST",
      { ...editor, licences: [], publish: true },
      user.id,
    );
    expect(belowThreshold.status).toBe(400);
    expect(await belowThreshold.json()).toMatchObject({
      message: "Complete at least 70% of your profile to publish it live.",
    });
  });

  it("PUT replaces: a body without the lists is 400 naming each and changes nothing; the documented payload keeps currency and publishing", async () => {
    const user = await t.makeUser();
    expect((await send(path, "POST", editor, user.id)).status).toBe(201);
    expect((await send(path, "PUT", { ...editor, publish: true }, user.id)).status).toBe(200);
    const before = await (await server.request(path, { asUserId: user.id })).json();

    const partial = await send(path, "PUT", { companyName: "Harbour Aerial Ltd", bio: TEST_BIO, defaultMargin: 20 }, user.id);
    expect(partial.status).toBe(400);
    expect((await partial.json()).fieldErrors).toEqual({
      serviceAreas: [OPERATOR_PROFILE_REPLACE_MESSAGES.serviceAreas],
      licences: [OPERATOR_PROFILE_REPLACE_MESSAGES.licences],
      insuranceDocs: [OPERATOR_PROFILE_REPLACE_MESSAGES.insuranceDocs],
      portfolioItems: [OPERATOR_PROFILE_REPLACE_MESSAGES.portfolioItems],
    });
    // Still published, with its licence and areas: nothing was reset.
    expect(await (await server.request(path, { asUserId: user.id })).json()).toEqual(before);
    expect(before).toMatchObject({ isPublished: true, serviceAreas: ["Hong Kong"], licences: [expect.objectContaining({ number: "123" })] });

    // The documented payload (no currency, no publish flag) keeps both as stored: still live, still in HK$.
    const { currency: _currency, publish: _publish, ...documented } = editor;
    const kept = await send(path, "PUT", { ...documented, companyName: "Harbour Aerial Ltd" }, user.id);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ companyName: "Harbour Aerial Ltd", isPublished: true, currency: "HKD" });

    // Wrong values keep their own messages.
    const wrong = await send(path, "PUT", { ...editor, currency: "XYZ", publish: "yes" }, user.id);
    expect((await wrong.json()).fieldErrors).toMatchObject({ currency: ["Please select a valid currency"], publish: ["Publish must be true or false"] });
  });

  it("refuses an outside image address in every image field with 400 and changes nothing (security finding 3)", async () => {
    const user = await t.makeUser();
    expect((await send(path, "POST", editor, user.id)).status).toBe(201);
    const before = await (await server.request(path, { asUserId: user.id })).json();
    const file = (url: string) => ({ name: "a.png", size: 1, type: "image/png", url, uploadedAt: "2026-11-30" });
    for (const outside of ["https://attacker.example/logo.png", "http://169.254.169.254/latest/meta-data/"]) {
      for (const body of [
        { ...editor, logoUrl: outside },
        { ...editor, portfolioItems: [{ title: "Roof", description: "Survey", imageUrl: outside }] },
        { ...editor, portfolioItems: [{ title: "Roof", description: "Survey", mediaUrls: [outside] }] },
        { ...editor, portfolioItems: [{ title: "Roof", description: "Survey", media: [file(outside)] }] },
        { ...editor, licences: [{ ...editor.licences[0], documentUrl: outside }] },
      ]) {
        const refused = await send(path, "PUT", body, user.id);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect((await refused.json()).message).toBe(INVALID_FILE_URL_MESSAGE);
      }
    }
    // Someone else's upload is refused the same way.
    const other = await t.makeUser();
    const theirs = await makeOnboardingUploads(t.db, other.id);
    const borrowed = await send(path, "PUT", { ...editor, logoUrl: theirs.image.url }, user.id);
    expect(borrowed.status).toBe(400);
    expect(await (await server.request(path, { asUserId: user.id })).json()).toEqual(before);
    // The caller's own upload is taken.
    const own = await makeOnboardingUploads(t.db, user.id);
    const taken = await send(path, "PUT", { ...editor, logoUrl: own.image.url }, user.id);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ logoUrl: own.image.url });
  });

  it("is 401 signed out, 409 on a second POST, 404 on PUT before POST", async () => {
    expect((await server.request(path)).status).toBe(401);
    expect((await send(path, "PUT", editor)).status).toBe(401);
    const user = await t.makeUser();
    expect((await send(path, "PUT", editor, user.id)).status).toBe(404);
    expect((await send(path, "POST", editor, user.id)).status).toBe(201);
    const again = await send(path, "POST", editor, user.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "Operator profile already exists" });
  });
});
