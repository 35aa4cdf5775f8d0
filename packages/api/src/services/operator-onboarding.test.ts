import { operatorProfiles, users } from "@skyhire/db";
import { DEFAULT_CURRENCY } from "@skyhire/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { makeOnboardingUploads, onboardingPayload } from "./operator-onboarding.fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function profilesOf(userId: string) {
  return t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, userId));
}

async function roleOf(userId: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

describe("operatorOnboarding.submit (POST /api/operator-profile)", () => {
  it("stores the profile as pending and published-on-approval, and makes the customer an operator", async () => {
    const customer = await t.makeUser({ firstName: null, lastName: null });
    const files = await makeOnboardingUploads(t.db, customer.id);
    const result = await t.callerFor(customer).operatorOnboarding.submit(onboardingPayload({}, files));
    expect(result).toMatchObject({ userId: customer.id, approvalStatus: "pending" });

    const [profile] = await profilesOf(customer.id);
    expect(profile).toMatchObject({
      id: result.profileId,
      fullName: "Avery Pilot",
      companyName: "Avery Aerial Surveys",
      phone: "+44 20 7946 0958",
      approvalStatus: "pending",
      isPublished: true,
      availability: "weekdays",
      defaultMargin: "15.00",
      qualifications: ["CAA Licence", "Surveying Certification"],
      serviceAreas: ["London", "Paris"],
      reviewedBy: null,
    });
    expect(profile?.licences).toEqual([
      { type: "CAA License", number: "GBR-RP-0042", expiryDate: "2027-06-30", documentUrl: files.licence.url, document: files.licence },
    ]);
    expect(profile?.insuranceDocs[0]).not.toHaveProperty("documentUrl");
    expect(profile?.portfolioItems[0]).toMatchObject({
      title: "Warehouse roof survey",
      projectDate: "2025-10-02",
      imageUrl: files.image.url,
      media: [files.image],
      mediaUrls: [files.image.url],
    });
    expect(profile?.competencyProof).toContain("900 logged commercial hours");

    // Sessions read the role from the database, so the next request is an operator's.
    expect(await roleOf(customer.id)).toBe("operator");
    expect(await t.sessionUserById(customer.id)).toMatchObject({ role: "operator", firstName: "Avery", lastName: "Pilot" });
  });

  it("updates the same profile on resubmission (no duplicate) and sends a rejected one back to review", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    const first = await caller.operatorOnboarding.submit(onboardingPayload());
    await t.db
      .update(operatorProfiles)
      .set({ approvalStatus: "rejected", rejectionReason: "Insurance certificate missing", reviewedBy: user.id, reviewedAt: new Date() })
      .where(eq(operatorProfiles.userId, user.id));

    const second = await caller.operatorOnboarding.submit(onboardingPayload({ companyName: "Avery Aerial Ltd", defaultMargin: 22.5 }));
    expect(second.profileId).toBe(first.profileId);
    const rows = await profilesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyName: "Avery Aerial Ltd",
      defaultMargin: "22.50",
      approvalStatus: "pending",
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    // The account's own name is kept once it has one.
    expect(await t.sessionUserById(user.id)).toMatchObject({ firstName: "Test" });
  });

  it("starts a new profile in its base location's currency: London in GBP, Tokyo in the default", async () => {
    const london = await t.makeUser({ role: "customer" });
    await t.callerFor(london).operatorOnboarding.submit(onboardingPayload({ location: "London" }));
    expect((await profilesOf(london.id))[0]?.currency).toBe("GBP");
    const tokyo = await t.makeUser({ role: "customer" });
    await t.callerFor(tokyo).operatorOnboarding.submit(onboardingPayload({ location: "Tokyo" }));
    expect((await profilesOf(tokyo.id))[0]?.currency).toBe(DEFAULT_CURRENCY);
  });

  it("keeps the editor's own fields and an admin's role", async () => {
    const admin = await t.makeUser({ role: "admin" });
    await t.db.insert(operatorProfiles).values({
      userId: admin.id,
      companyName: "Old name",
      bio: "Old bio",
      website: "https://old.example",
      currency: "GBP",
    });
    await t.callerFor(admin).operatorOnboarding.submit(onboardingPayload());
    const [profile] = await profilesOf(admin.id);
    expect(profile).toMatchObject({ companyName: "Avery Aerial Surveys", website: "https://old.example", currency: "GBP" });
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("answers bad input with the spec's messages and stores nothing", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    expect(await failureOf(caller.operatorOnboarding.submit(onboardingPayload({ phoneNumber: "12345" })))).toEqual({
      code: "BAD_REQUEST",
      message: "Phone number must be at least 10 characters",
    });
    expect(await failureOf(caller.operatorOnboarding.submit(onboardingPayload({ licenses: [] })))).toEqual({
      code: "BAD_REQUEST",
      message: "Add at least one licence",
    });
    expect(await failureOf(caller.operatorOnboarding.submit(onboardingPayload({ defaultMargin: 51 })))).toEqual({
      code: "BAD_REQUEST",
      message: "Default margin must be between 5 and 50",
    });
    const [row] = await t.db.select({ n: count() }).from(operatorProfiles).where(eq(operatorProfiles.userId, user.id));
    expect(row?.n).toBe(0);
    expect(await roleOf(user.id)).toBe("customer");
  });

  it("refuses documents and images uploaded by someone else", async () => {
    const owner = await t.makeUser();
    const files = await makeOnboardingUploads(t.db, owner.id);
    const other = await t.makeUser();
    const caller = t.callerFor(other);
    expect(await failureOf(caller.operatorOnboarding.submit(onboardingPayload({}, files)))).toEqual({
      code: "BAD_REQUEST",
      message: "Please upload the file again",
    });
    const own = await makeOnboardingUploads(t.db, other.id);
    expect(await failureOf(caller.operatorOnboarding.submit(onboardingPayload({}, { ...own, image: files.image })))).toEqual({
      code: "BAD_REQUEST",
      message: "Please upload the file again",
    });
    expect(await profilesOf(other.id)).toEqual([]);
    // An address outside the site is refused too: only uploads of ours are shown (security finding 3).
    const outside = onboardingPayload({
      licenses: [{ type: "CAA License", number: "X-1", expiryDate: "2027-01-01", documentUrl: "https://files.example/licence.pdf" }],
    });
    expect(await failureOf(caller.operatorOnboarding.submit(outside))).toEqual({
      code: "BAD_REQUEST",
      message: "Please upload the file again",
    });
    expect(await profilesOf(other.id)).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect(await failureOf(t.callerFor(null).operatorOnboarding.submit(onboardingPayload()))).toEqual({
      code: "UNAUTHORIZED",
      message: "Unauthorized",
    });
  });
});

describe("operatorOnboarding.mine", () => {
  it("is null before a submission and returns the submitted values with the review state after", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    expect(await caller.operatorOnboarding.mine()).toBeNull();
    const files = await makeOnboardingUploads(t.db, user.id);
    await caller.operatorOnboarding.submit(onboardingPayload({}, files));
    const mine = await caller.operatorOnboarding.mine();
    expect(mine).toMatchObject({
      approvalStatus: "pending",
      rejectionReason: null,
      emailVerified: false,
      values: {
        fullName: "Avery Pilot",
        acceptTerms: false,
        defaultMargin: 15,
        licenses: [{ number: "GBR-RP-0042", document: files.licence }],
        insuranceDocs: [{ provider: "Coverdrone", documentUrl: "", document: null }],
      },
    });
  });

  it("does not show one user's profile to another", async () => {
    const owner = await t.makeUser();
    await t.callerFor(owner).operatorOnboarding.submit(onboardingPayload());
    const other = await t.makeUser();
    expect(await t.callerFor(other).operatorOnboarding.mine()).toBeNull();
  });
});
