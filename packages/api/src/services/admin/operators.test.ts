import { auditLog, operatorProfiles } from "@skyhire/db";
import { addDays, isoToday } from "@skyhire/validators";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { makeOnboardingUploads, onboardingPayload } from "../operator-onboarding.fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const today = isoToday();

/** A new account that went through onboarding with real uploads (pending), and one listing of theirs. */
async function onboardedOperator(label: string) {
  const user = await t.makeUser();
  const files = await makeOnboardingUploads(t.db, user.id);
  const payload = onboardingPayload({ companyName: `${label} ${user.id.slice(0, 6)}` }, files);
  payload.licenses = payload.licenses.map((l) => ({ ...l, expiryDate: addDays(today, 400) }));
  payload.insuranceDocs = payload.insuranceDocs.map((d) => ({ ...d, expiryDate: addDays(today, 200) }));
  await t.callerFor(user).operatorOnboarding.submit(payload);
  const operator = (await t.sessionUserById(user.id))!;
  const listing = await t.makeListing({ operatorId: operator.id, title: `Survey by ${label} ${user.id.slice(0, 6)}` });
  return { operator, listing, files, payload };
}

async function auditFor(targetId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt));
}

async function browseTitles(q: string) {
  return (await t.callerFor(null).listings.list({ q })).items.map((i) => i.title);
}

describe("admin.operator: everything the review needs", () => {
  it("shows the submission with licence and insurance numbers, expiry dates and the uploaded documents", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, files } = await onboardedOperator("Review");
    const detail = await t.callerFor(admin).admin.operator({ userId: operator.id });
    expect(detail).toMatchObject({
      userId: operator.id,
      email: operator.email,
      approvalStatus: "pending",
      fullName: "Avery Pilot",
      phone: "+44 20 7946 0958",
      isVerified: false,
      listings: { total: 1, active: 1 },
      licences: [{ number: "GBR-RP-0042", expiryDate: addDays(today, 400), documentUrl: files.licence.url }],
      insuranceDocs: [{ policyNumber: "CD-778812", expiryDate: addDays(today, 200) }],
      documents: { onFileUntil: addDays(today, 200), approvedUntil: null, state: "valid" },
    });
    expect(detail.portfolioItems[0]?.media[0]?.url).toBe(files.image.url);
    expect(detail.qualifications.length).toBeGreaterThan(0);
    expect(detail.serviceAreas.length).toBeGreaterThan(0);
    expect(await failureOf(t.callerFor(admin).admin.operator({ userId: "nobody" }))).toEqual({
      code: "NOT_FOUND",
      message: "Operator profile not found",
    });
  });

  it("lists operators by approval state and by company, name or e-mail, one page at a time", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator } = await onboardedOperator("Findable Skies");
    const approved = await t.makeOperator({ companyName: "Findable Approved Co" });
    const caller = t.callerFor(admin);
    const pending = await caller.admin.operators({ status: "pending", q: "findable" });
    expect(pending.items.map((i) => i.userId)).toEqual([operator.id]);
    const all = await caller.admin.operators({ q: "FINDABLE" });
    expect(all.items.map((i) => i.userId).sort()).toEqual([operator.id, approved.user.id].sort());
    expect(all.total).toBe(2);
    const byEmail = await caller.admin.operators({ q: operator.email });
    expect(byEmail.items).toHaveLength(1);
    const paged = await caller.admin.operators({ q: "findable", page: 2, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
  });
});

describe("approve, reject and resubmit", () => {
  it("approval sets the operator live, dates the approved documents and is audited", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing } = await onboardedOperator("Approve");
    expect(await browseTitles(listing.title)).toEqual([]);
    await t.callerFor(admin).admin.approveOperator({ userId: operator.id });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.id));
    expect(profile).toMatchObject({ approvalStatus: "approved", documentsValidUntil: addDays(today, 200), isVerified: false });
    const [entry] = await auditFor(operator.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "operator.approve",
      targetType: "operator",
      data: { from: "pending", to: "approved" },
    });
  });

  it("rejection keeps the operator out with the reason they read; a resubmission waits for review again", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing, payload } = await onboardedOperator("Reject");
    const reason = "The insurance certificate is unreadable, please upload a clear scan.";
    await t.callerFor(admin).admin.rejectOperator({ userId: operator.id, reason });
    expect(await browseTitles(listing.title)).toEqual([]);
    const mine = await t.callerFor(operator).operatorOnboarding.mine();
    expect(mine).toMatchObject({ approvalStatus: "rejected", rejectionReason: reason });
    const [entry] = await auditFor(operator.id);
    expect(entry).toMatchObject({ action: "operator.reject", reason, data: { from: "pending", to: "rejected" } });

    // The operator fixes and resubmits: pending again, the old decision cleared, back in the queue.
    await t.callerFor(operator).operatorOnboarding.submit({ ...payload, bio: `${payload.bio} Updated insurance attached.` });
    expect(await t.callerFor(operator).operatorOnboarding.mine()).toMatchObject({
      approvalStatus: "pending",
      rejectionReason: null,
    });
    const queue = await t.callerFor(admin).admin.pendingOperators({ page: 1, pageSize: 48 });
    expect(queue.items.map((i) => i.userId)).toContain(operator.id);
    await t.callerFor(admin).admin.approveOperator({ userId: operator.id });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
  });

  it("rejecting a verified operator withdraws the badge", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const verified = await t.makeOperator({ isVerified: true });
    await t.callerFor(admin).admin.rejectOperator({ userId: verified.user.id, reason: "Licence was revoked by the regulator." });
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, verified.user.id));
    expect(profile).toMatchObject({ approvalStatus: "rejected", isVerified: false });
  });
});

describe("verify and unverify", () => {
  it("sets the verified badge shown on listings, records who and when, and can withdraw it", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator({ isVerified: false });
    const listing = await t.makeListing({ operatorId: operator.user.id, title: `Verified badge ${operator.user.id.slice(0, 6)}` });
    const badge = async () =>
      (await t.callerFor(null).listings.list({ q: listing.title })).items[0]?.operator.isVerified;
    expect(await badge()).toBe(false);

    const caller = t.callerFor(admin);
    await expect(caller.admin.verifyOperator({ userId: operator.user.id })).resolves.toMatchObject({ isVerified: true });
    expect(await badge()).toBe(true);
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    expect(profile).toMatchObject({ isVerified: true, verifiedBy: admin.id });
    expect(profile?.verifiedAt).toBeInstanceOf(Date);
    expect(await failureOf(caller.admin.verifyOperator({ userId: operator.user.id }))).toEqual({
      code: "CONFLICT",
      message: "This operator is already verified",
    });

    await caller.admin.unverifyOperator({ userId: operator.user.id, reason: "Insurance lapsed last week." });
    expect(await badge()).toBe(false);
    expect(await failureOf(caller.admin.unverifyOperator({ userId: operator.user.id }))).toEqual({
      code: "CONFLICT",
      message: "This operator is not verified",
    });
    const entries = await auditFor(operator.user.id);
    expect(entries.map((e) => e.action)).toEqual(["operator.unverify", "operator.verify"]);
    expect(entries[0]?.reason).toBe("Insurance lapsed last week.");
  });

  it("only an approved operator can be verified", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    expect(await failureOf(t.callerFor(admin).admin.verifyOperator({ userId: pending.user.id }))).toEqual({
      code: "CONFLICT",
      message: "Only approved operators can be verified",
    });
    expect(await failureOf(t.callerFor(admin).admin.verifyOperator({ userId: "missing" }))).toEqual({
      code: "NOT_FOUND",
      message: "Operator profile not found",
    });
  });
});
