import { operatorProfiles, users } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboardingPayload } from "../services/operator-onboarding.fixtures";
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

function send(method: string, path: string, body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    asUserId,
  });
}

describe("POST /api/operator-profile", () => {
  it("stores the submission as pending and answers 201; a resubmission updates the same profile", async () => {
    const user = await t.makeUser();
    const response = await send("POST", "/api/operator-profile", onboardingPayload(), user.id);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { profileId: string; approvalStatus: string; userId: string };
    expect(body).toMatchObject({ userId: user.id, approvalStatus: "pending" });

    const again = await send("POST", "/api/operator-profile", onboardingPayload({ companyName: "Renamed Aerial" }), user.id);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { profileId: string }).profileId).toBe(body.profileId);
    const rows = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, user.id));
    expect(rows.map((r) => r.companyName)).toEqual(["Renamed Aerial"]);
    const [account] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(account?.role).toBe("operator");
  });

  it("is 400 with the spec's messages and the field errors", async () => {
    const user = await t.makeUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: "A" }, "fullName", "Full name must be at least 2 characters"],
      [{ companyName: "" }, "companyName", "Company name must be at least 2 characters"],
      [{ phoneNumber: "555" }, "phoneNumber", "Phone number must be at least 10 characters"],
      [{ acceptTerms: false }, "acceptTerms", "You must accept the terms and conditions"],
      [{ acceptPrivacy: false }, "acceptPrivacy", "You must accept the privacy policy"],
      [{ licenses: [] }, "licenses", "Add at least one licence"],
      [{ insuranceDocs: [] }, "insuranceDocs", "Add at least one insurance policy"],
      [{ competencyProof: "Flying since 2019." }, "competencyProof", "Proof of competency must be at least 50 characters"],
      [{ bio: "Short bio." }, "bio", "Bio must be at least 100 characters"],
      [{ qualifications: [] }, "qualifications", "Please select at least one qualification"],
      [{ serviceAreas: [] }, "serviceAreas", "Please select at least one service area"],
      [{ portfolioItems: [] }, "portfolioItems", "Add at least one portfolio item"],
      [{ defaultMargin: 2 }, "defaultMargin", "Default margin must be between 5 and 50"],
      [{ availability: "sometimes" }, "availability", "Please select your availability"],
    ];
    for (const [override, field, message] of cases) {
      const response = await send("POST", "/api/operator-profile", { ...onboardingPayload(), ...override }, user.id);
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.message, field).toBe(message);
      expect(body.fieldErrors[field], field).toContain(message);
    }
    const licenceWithoutNumber = onboardingPayload({
      licenses: [{ type: "CAA License", number: " ", expiryDate: "2027-01-01" }],
    });
    const response = await send("POST", "/api/operator-profile", licenceWithoutNumber, user.id);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Licence number is required");
    expect(await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, user.id))).toEqual([]);
  });

  it("is 401 when signed out", async () => {
    const response = await send("POST", "/api/operator-profile", onboardingPayload());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Unauthorized" });
  });
});

describe("GET /api/operator-profile", () => {
  it("answers the caller's submission, null before one, 401 signed out", async () => {
    const user = await t.makeUser();
    const before = await server.request("/api/operator-profile", { asUserId: user.id });
    expect(before.status).toBe(200);
    expect(await before.json()).toBeNull();
    await send("POST", "/api/operator-profile", onboardingPayload(), user.id);
    const after = await server.request("/api/operator-profile", { asUserId: user.id });
    expect(await after.json()).toMatchObject({ approvalStatus: "pending", values: { companyName: "Avery Aerial Surveys" } });
    expect((await server.request("/api/operator-profile")).status).toBe(401);
  });
});

describe("admin review over REST", () => {
  it("lists, approves and rejects for admins only", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const first = await t.makeUser();
    const second = await t.makeUser();
    await send("POST", "/api/operator-profile", onboardingPayload(), first.id);
    await send("POST", "/api/operator-profile", onboardingPayload(), second.id);

    expect((await server.request("/api/admin/operators/pending", { asUserId: first.id })).status).toBe(403);
    const list = await server.request("/api/admin/operators/pending?pageSize=10", { asUserId: admin.id });
    expect(list.status).toBe(200);
    const ids = ((await list.json()) as { items: { userId: string }[] }).items.map((i) => i.userId);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await send("POST", `/api/admin/operators/${first.id}/approve`, undefined, second.id)).status).toBe(403);
    const approved = await send("POST", `/api/admin/operators/${first.id}/approve`, undefined, admin.id);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ approvalStatus: "approved", reviewedBy: admin.id });

    const short = await send("POST", `/api/admin/operators/${second.id}/reject`, { reason: "No." }, admin.id);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: "Reason must be at least 10 characters" });
    const rejected = await send(
      "POST",
      `/api/admin/operators/${second.id}/reject`,
      { reason: "Licence number does not match the document.", userId: first.id },
      admin.id,
    );
    expect(rejected.status).toBe(200);
    // The path names the operator; a userId in the body cannot point elsewhere.
    expect(await rejected.json()).toMatchObject({ userId: second.id, approvalStatus: "rejected" });
  });
});
