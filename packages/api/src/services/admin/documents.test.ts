import { auditLog, operatorProfiles, type InsuranceDoc, type Licence } from "@skyhire/db";
import { addDays, isoToday } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { documentStatus } from "./documents";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const today = isoToday();
const licence = (expiryDate: string): Licence => ({ type: "CAA License", number: `L-${expiryDate}`, expiryDate });
const insurance = (expiryDate: string): InsuranceDoc => ({
  provider: "Coverdrone",
  policyNumber: `P-${expiryDate}`,
  coverageAmount: "5000000",
  expiryDate,
});

/** An approved operator whose licence and insurance expire in the given numbers of days, approved as such. */
async function operatorWithDocuments(licenceDays: number, insuranceDays: number) {
  const licences = [licence(addDays(today, licenceDays))];
  const insuranceDocs = [insurance(addDays(today, insuranceDays))];
  const approvedUntil = addDays(today, Math.min(licenceDays, insuranceDays));
  return t.makeOperator({ licences, insuranceDocs, documentsValidUntil: approvedUntil });
}

const EXPIRED_MESSAGE =
  "Your licence or insurance has expired. Upload a valid document and wait for an admin to approve it before sending proposals.";

async function propose(operatorUser: Awaited<ReturnType<typeof t.makeUser>>) {
  const job = await t.makeJob();
  return t.callerFor(operatorUser).proposals.create({
    jobId: job.id,
    quote: "900",
    message: "We can fly this next week with a thermal camera.",
    timeline: "3-5 days",
  });
}

describe("documentStatus (pure)", () => {
  const base = { licences: [licence("2030-01-10")], insuranceDocs: [insurance("2030-03-01")], documentsValidUntil: null };

  it("counts the earlier of the latest licence and the latest insurance", () => {
    const status = documentStatus(
      { ...base, licences: [licence("2029-05-01"), licence("2030-01-10")] },
      "2029-12-21",
    );
    expect(status).toMatchObject({ onFileUntil: "2030-01-10", expiresOn: "2030-01-10", state: "expiring", daysLeft: 20 });
  });

  it("is valid beyond 30 days, expiring within 30 (today included), expired after the day", () => {
    expect(documentStatus(base, "2029-12-10").state).toBe("valid");
    expect(documentStatus(base, "2029-12-11").state).toBe("expiring");
    expect(documentStatus(base, "2030-01-10").state).toBe("expiring");
    expect(documentStatus(base, "2030-01-11")).toMatchObject({ state: "expired", daysLeft: -1 });
  });

  it("a newer document counts only once approved: until then the approved date holds", () => {
    const renewed = { ...base, documentsValidUntil: "2029-06-30" };
    expect(documentStatus(renewed, "2029-07-01")).toMatchObject({
      approvedUntil: "2029-06-30",
      onFileUntil: "2030-01-10",
      expiresOn: "2029-06-30",
      state: "expired",
      awaitingReview: true,
    });
  });

  it("ignores malformed dates and knows nothing without any", () => {
    expect(documentStatus({ licences: [licence("soon")], insuranceDocs: [], documentsValidUntil: null }, today)).toMatchObject({
      expiresOn: null,
      state: "unknown",
    });
  });
});

describe("no new proposals with expired documents", () => {
  it("refuses an operator whose insurance has expired, with the message", async () => {
    const operator = await operatorWithDocuments(300, -1);
    expect(await failureOf(propose(operator.user))).toEqual({ code: "FORBIDDEN", message: EXPIRED_MESSAGE });
  });

  it("lets an operator with documents expiring soon (but not expired) propose", async () => {
    const operator = await operatorWithDocuments(10, 300);
    await expect(propose(operator.user)).resolves.toMatchObject({ status: "pending" });
  });

  it("a valid document uploaded is not enough: proposals resume once an admin re-approves", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await operatorWithDocuments(-3, 300);
    expect((await failureOf(propose(operator.user))).message).toBe(EXPIRED_MESSAGE);

    // Re-approving before a valid document is on file is refused.
    expect(await failureOf(t.callerFor(admin).adminDocuments.approve({ userId: operator.user.id }))).toEqual({
      code: "CONFLICT",
      message: "The operator has not uploaded a valid licence and insurance yet",
    });

    // The operator uploads a renewed licence (as the profile editor saves it): still refused.
    await t.db
      .update(operatorProfiles)
      .set({ licences: [licence(addDays(today, -3)), licence(addDays(today, 365))] })
      .where(eq(operatorProfiles.userId, operator.user.id));
    expect((await failureOf(propose(operator.user))).message).toBe(EXPIRED_MESSAGE);
    expect(await t.callerFor(operator.user).operatorDocuments.status()).toMatchObject({
      state: "expired",
      awaitingReview: true,
    });

    const approved = await t.callerFor(admin).adminDocuments.approve({ userId: operator.user.id, reason: "Renewed licence checked." });
    expect(approved).toMatchObject({ state: "valid", expiresOn: addDays(today, 300), awaitingReview: false });
    await expect(propose(operator.user)).resolves.toMatchObject({ status: "pending" });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, operator.user.id));
    expect(entry).toMatchObject({
      action: "operator.documents_approve",
      actorId: admin.id,
      reason: "Renewed licence checked.",
      data: { from: addDays(today, -3), to: addDays(today, 300) },
    });
    expect(await failureOf(t.callerFor(admin).adminDocuments.approve({ userId: operator.user.id }))).toMatchObject({
      code: "CONFLICT",
      message: "These documents are already approved",
    });
  });

  it("a document swapped for an expired one counts at once, without waiting for review", async () => {
    const operator = await operatorWithDocuments(200, 300);
    await t.db
      .update(operatorProfiles)
      .set({ insuranceDocs: [insurance(addDays(today, -1))] })
      .where(eq(operatorProfiles.userId, operator.user.id));
    expect((await failureOf(propose(operator.user))).message).toBe(EXPIRED_MESSAGE);
  });
});

describe("adminDocuments.expiring: flagged in the admin area", () => {
  it("lists approved operators with expired or soon-expiring documents, soonest first, one page at a time", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const expired = await operatorWithDocuments(-20, 100);
    const expiring = await operatorWithDocuments(100, 12);
    const valid = await operatorWithDocuments(100, 200);
    const pending = await t.makeOperator({
      approvalStatus: "pending",
      licences: [licence(addDays(today, -50))],
      insuranceDocs: [insurance(addDays(today, 50))],
    });
    const page = await t.callerFor(admin).adminDocuments.expiring({ page: 1, pageSize: 48 });
    const ids = page.items.map((i) => i.userId);
    expect(ids).toContain(expired.user.id);
    expect(ids).toContain(expiring.user.id);
    expect(ids).not.toContain(valid.user.id);
    expect(ids).not.toContain(pending.user.id);
    expect(ids.indexOf(expired.user.id)).toBeLessThan(ids.indexOf(expiring.user.id));
    expect(page.items.find((i) => i.userId === expired.user.id)).toMatchObject({ state: "expired", daysLeft: -20 });
    expect(page.items.find((i) => i.userId === expiring.user.id)).toMatchObject({ state: "expiring", daysLeft: 12 });
    expect(page.total).toBe(ids.length);
    const second = await t.callerFor(admin).adminDocuments.expiring({ page: 2, pageSize: 1 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.userId).toBe(ids[1]);
  });

  it("tells the operator their own status for the dashboard warning", async () => {
    const operator = await operatorWithDocuments(25, 300);
    expect(await t.callerFor(operator.user).operatorDocuments.status()).toMatchObject({
      state: "expiring",
      daysLeft: 25,
      expiresOn: addDays(today, 25),
    });
    const noProfile = await t.makeUser({ role: "operator" });
    expect(await t.callerFor(noProfile).operatorDocuments.status()).toBeNull();
  });
});
