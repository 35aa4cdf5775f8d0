import { users } from "@skyhire/db";
import type { OperatorProfileInput, OperatorProfileReplaceInput } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, TEST_BIO, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function roleOf(userId: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

describe("profiles.customer", () => {
  it("creates, reads and updates the caller's own profile", async () => {
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    expect(await caller.profiles.customer.get()).toBeNull();

    const created = await caller.profiles.customer.create({
      name: "Casey Morgan",
      phone: "+61 400 000 000",
    });
    expect(created).toMatchObject({
      userId: customer.id,
      name: "Casey Morgan",
      phone: "+61 400 000 000",
      company: null,
      preferredContact: "email",
      billingInfo: null,
    });

    const updated = await caller.profiles.customer.update({
      name: "Casey M.",
      company: "Acme",
      preferredContact: "phone",
    });
    expect(updated).toMatchObject({
      name: "Casey M.",
      phone: null,
      company: "Acme",
      preferredContact: "phone",
    });
    expect(await caller.profiles.customer.get()).toMatchObject({
      name: "Casey M.",
      company: "Acme",
    });
  });

  it("refuses a second create and an update before create", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.profiles.customer.update({ name: "Casey" }))).toEqual({
      code: "NOT_FOUND",
      message: "Customer profile not found",
    });
    await caller.profiles.customer.create({ name: "Casey" });
    expect(await failureOf(caller.profiles.customer.create({ name: "Casey" }))).toEqual({
      code: "CONFLICT",
      message: "Customer profile already exists",
    });
  });

  it("checks the name with the spec's message and needs a sign-in", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.profiles.customer.create({ name: "C" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Name must be at least 2 characters",
    });
    expect(await failureOf(t.callerFor(null).profiles.customer.get())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(
      await failureOf(t.callerFor(null).profiles.customer.create({ name: "Casey" })),
    ).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("never shows one user another's profile", async () => {
    const owner = await t.makeUser();
    await t.callerFor(owner).profiles.customer.create({ name: "Owner" });
    expect(await t.callerFor(await t.makeUser()).profiles.customer.get()).toBeNull();
  });
});

const draft: OperatorProfileInput = {
  companyName: "Sky Eye Drones",
  bio: TEST_BIO,
  defaultMargin: 12.5,
};

/** 6 of 8 criteria: enough to publish. */
const publishable: OperatorProfileInput = {
  ...draft,
  website: "skyeye.example.com",
  qualifications: ["CAA Licence"],
  serviceAreas: ["Sydney", "Perth"],
  licences: [{ type: "CAA", number: "L-1", expiryDate: "2027-01-01" }],
  publish: true,
};

/** An update replaces the profile: it sends every part, as the editor does. */
const wholeDraft: OperatorProfileReplaceInput = {
  ...draft,
  serviceAreas: [],
  licences: [],
  insuranceDocs: [],
  portfolioItems: [],
  currency: "AUD",
  publish: false,
};
const wholePublishable: OperatorProfileReplaceInput = {
  ...wholeDraft,
  ...publishable,
  serviceAreas: ["Sydney", "Perth"],
  licences: [{ type: "CAA", number: "L-1", expiryDate: "2027-01-01" }],
  publish: true,
};

describe("profiles.operator", () => {
  it("a customer who saves the editor becomes an operator with a pending profile", async () => {
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    expect(await caller.profiles.operator.get()).toBeNull();

    const created = await caller.profiles.operator.create(draft);
    expect(created).toMatchObject({
      userId: customer.id,
      companyName: "Sky Eye Drones",
      defaultMargin: 12.5,
      currency: "HKD",
      isPublished: false,
      approvalStatus: "pending",
    });
    expect(await roleOf(customer.id)).toBe("operator");
    expect(await caller.profiles.operator.get()).toMatchObject({
      id: created.id,
      defaultMargin: 12.5,
    });
  });

  it("publishes with Save & Publish and unpublishes with Save Draft, keeping the approval", async () => {
    const operator = await t.makeOperator({ approvalStatus: "approved", isPublished: false });
    const caller = t.callerFor(operator.user);

    const published = await caller.profiles.operator.update(wholePublishable);
    expect(published).toMatchObject({
      isPublished: true,
      approvalStatus: "approved",
      website: "https://skyeye.example.com",
    });
    const drafted = await caller.profiles.operator.update({ ...wholePublishable, publish: false });
    expect(drafted).toMatchObject({ isPublished: false, approvalStatus: "approved" });
  });

  it("refuses to publish below 70% completion", async () => {
    const caller = t.callerFor(await t.makeUser());
    const fiveOfEight = { ...publishable, licences: [] };
    expect(await failureOf(caller.profiles.operator.create(fiveOfEight))).toEqual({
      code: "BAD_REQUEST",
      message: "Complete at least 70% of your profile to publish it live.",
    });
    expect(await caller.profiles.operator.get()).toBeNull();
  });

  it("needs a qualification and a service area to publish", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(
      await failureOf(caller.profiles.operator.create({ ...publishable, qualifications: [] })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: "Please select at least one qualification",
    });
    expect(
      await failureOf(caller.profiles.operator.create({ ...publishable, serviceAreas: [] })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: "Please select at least one service area",
    });
  });

  it("checks the editor's fields with the spec's messages", async () => {
    const caller = t.callerFor(await t.makeUser());
    const cases: [OperatorProfileInput, string][] = [
      [{ ...draft, companyName: "S" }, "Company name must be at least 2 characters"],
      [{ ...draft, bio: "Too short" }, "Bio must be at least 50 characters"],
      [{ ...draft, bio: "x".repeat(501) }, "Bio cannot exceed 500 characters"],
      [{ ...draft, website: "not a website" }, "Please enter a valid website"],
      [
        { companyName: "Sky Eye", bio: TEST_BIO } as OperatorProfileInput,
        "Default margin is required",
      ],
    ];
    for (const [input, message] of cases) {
      expect(await failureOf(caller.profiles.operator.create(input))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
  });

  it("refuses a second create and an update before create", async () => {
    const user = await t.makeUser();
    const caller = t.callerFor(user);
    expect(await failureOf(caller.profiles.operator.update(wholeDraft))).toEqual({
      code: "NOT_FOUND",
      message: "Operator profile not found",
    });
    await caller.profiles.operator.create(draft);
    expect(
      await failureOf(t.callerFor({ ...user, role: "operator" }).profiles.operator.create(draft)),
    ).toEqual({
      code: "CONFLICT",
      message: "Operator profile already exists",
    });
  });

  it("keeps an admin an admin", async () => {
    const admin = await t.makeUser({ role: "admin" });
    await t.callerFor(admin).profiles.operator.create(draft);
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("needs a sign-in", async () => {
    expect(await failureOf(t.callerFor(null).profiles.operator.get())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await failureOf(t.callerFor(null).profiles.operator.create(draft))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
