import { emails, notifications, operatorProfiles } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { onboardingPayload } from "./operator-onboarding.fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A new operator who went through onboarding (pending), with one active listing of theirs. */
async function pendingOperatorWithListing() {
  const user = await t.makeUser();
  await t.callerFor(user).operatorOnboarding.submit(onboardingPayload({ companyName: `Pending Co ${user.id.slice(0, 6)}` }));
  const operator = (await t.sessionUserById(user.id))!;
  const listing = await t.makeListing({ operatorId: operator.id, title: `Roof survey by ${user.id.slice(0, 6)}` });
  return { operator, listing };
}

/** Whether a browse search for the listing's title shows it (other look-alike titles aside). */
async function browseTitles(q: string) {
  const page = await t.callerFor(null).listings.list({ q });
  return page.items.filter((item) => item.title === q).map((item) => item.title);
}

async function latestMailTo(to: string) {
  const [mail] = await t.db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.createdAt)).limit(1);
  return mail;
}

const listingForm = {
  title: "Facade inspection package",
  description: "Close-range facade inspection with a written defect report.",
  category: "Inspection" as const,
  price: "650",
  requirements: [],
};

/** The operator's notifications: what the app told them. */
async function notesOf(userId: string) {
  return t.db
    .select({ type: notifications.type, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe("admin procedures refuse every other role", () => {
  it("customer and operator get FORBIDDEN, signed out UNAUTHORIZED; nothing changes", async () => {
    const { operator } = await pendingOperatorWithListing();
    const customer = await t.makeUser();
    const approvedOperator = (await t.makeOperator()).user;
    for (const user of [customer, approvedOperator, operator]) {
      const caller = t.callerFor(user);
      expect((await failureOf(caller.admin.pendingOperators())).code).toBe("FORBIDDEN");
      expect((await failureOf(caller.admin.approveOperator({ userId: operator.id }))).code).toBe("FORBIDDEN");
      expect(
        (await failureOf(caller.admin.rejectOperator({ userId: operator.id, reason: "Not good enough for us" }))).code,
      ).toBe("FORBIDDEN");
    }
    expect((await failureOf(t.callerFor(null).admin.pendingOperators())).code).toBe("UNAUTHORIZED");
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.id));
    expect(profile?.approvalStatus).toBe("pending");
  });
});

describe("admin.pendingOperators", () => {
  it("lists pending profiles oldest first with what the review needs, one page at a time", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const first = await pendingOperatorWithListing();
    const second = await pendingOperatorWithListing();
    const page = await t.callerFor(admin).admin.pendingOperators({ page: 1, pageSize: 48 });
    const ids = page.items.map((item) => item.userId);
    expect(ids.indexOf(first.operator.id)).toBeLessThan(ids.indexOf(second.operator.id));
    expect(page.total).toBe(page.items.length);
    const item = page.items.find((i) => i.userId === first.operator.id);
    expect(item).toMatchObject({
      email: first.operator.email,
      emailVerified: false,
      fullName: "Avery Pilot",
      phone: "+44 20 7946 0958",
      defaultMargin: 15,
      licences: [{ number: "GBR-RP-0042" }],
    });
    // Approved operators are not in the queue.
    const approved = await t.makeOperator();
    expect(ids).not.toContain(approved.user.id);
    const one = await t.callerFor(admin).admin.pendingOperators({ page: 2, pageSize: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.items[0]?.userId).toBe(ids[1]);
  });
});

describe("admin.approveOperator", () => {
  it("records the reviewer and time, mails the operator and opens listings and browse", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing } = await pendingOperatorWithListing();

    // Pending: hidden from browse, and no new listings.
    expect(await browseTitles(listing.title)).toEqual([]);
    expect((await failureOf(t.callerFor(operator).listings.create(listingForm))).message).toBe(
      "Your operator profile is awaiting approval. You can create listings once it is approved.",
    );

    const before = Date.now();
    const result = await t.callerFor(admin).admin.approveOperator({ userId: operator.id });
    expect(result).toMatchObject({ userId: operator.id, approvalStatus: "approved", reviewedBy: admin.id, emailSent: true });

    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.id));
    // Approval sets the operator live; the verified badge is a separate decision (issue 6).
    expect(profile).toMatchObject({ approvalStatus: "approved", reviewedBy: admin.id, rejectionReason: null, isVerified: false });
    expect(profile?.reviewedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const mail = await latestMailTo(operator.email);
    expect(mail).toMatchObject({ subject: "Your Skyhire operator profile is approved" });
    expect(mail?.text).toContain("/dashboard/operator");
    // And in the app: the notifications list is where a new operator looks first.
    expect(await notesOf(operator.id)).toEqual([
      { type: "operator_approved", title: "Your operator profile is approved", link: "/dashboard/operator" },
    ]);

    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    await expect(t.callerFor(operator).listings.create(listingForm)).resolves.toMatchObject({ title: listingForm.title });
  });

  it("sends the decision's mail once: it is its notification's mail, with the type's unsubscribe link, and none when turned off", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator } = await pendingOperatorWithListing();
    await t.callerFor(admin).admin.approveOperator({ userId: operator.id });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, operator.id));
    // Marked mailed: the notification sweep does not send a second mail about the same decision.
    expect(note?.emailedAt).toBeInstanceOf(Date);
    const mail = await latestMailTo(operator.email);
    expect(mail?.text).toContain('No more "Profile approved" e-mails:');
    // The HTML part says the same, as a link to the same page, inside the document.
    const unsubscribePage = /No more "Profile approved" e-mails: (\S+)/.exec(mail?.text ?? "")?.[1];
    expect(mail?.html).toContain(`<a href="${unsubscribePage?.replace(/&/g, "&amp;")}">No more &quot;Profile approved&quot; e-mails</a></p></body>`);
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const quiet = await pendingOperatorWithListing();
    await t.callerFor(quiet.operator).notifications.updateEmailSetting({ type: "operator_rejected", email: false });
    const result = await t.callerFor(admin).admin.rejectOperator({ userId: quiet.operator.id, reason: "The insurance certificate has expired." });
    expect(result.emailSent).toBe(false);
    expect(await latestMailTo(quiet.operator.email)).toBeUndefined();
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, quiet.operator.id));
    expect(told).toMatchObject({ type: "operator_rejected", emailedAt: expect.any(Date) });
  });

  it("answers CONFLICT for an approved profile and NOT_FOUND without one", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const approved = await t.makeOperator();
    expect(await failureOf(t.callerFor(admin).admin.approveOperator({ userId: approved.user.id }))).toEqual({
      code: "CONFLICT",
      message: "This operator is already approved",
    });
    const customer = await t.makeUser();
    expect(await failureOf(t.callerFor(admin).admin.approveOperator({ userId: customer.id }))).toEqual({
      code: "NOT_FOUND",
      message: "Operator profile not found",
    });
  });
});

describe("admin.rejectOperator", () => {
  it("needs a reason of at least 10 characters", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator } = await pendingOperatorWithListing();
    expect(await failureOf(t.callerFor(admin).admin.rejectOperator({ userId: operator.id, reason: "Too short" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Reason must be at least 10 characters",
    });
  });

  it("records the decision with the reason, mails it, and keeps listings hidden; a resubmission goes back to review", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing } = await pendingOperatorWithListing();
    const reason = "The insurance certificate has expired.";
    const result = await t.callerFor(admin).admin.rejectOperator({ userId: operator.id, reason });
    expect(result).toMatchObject({ approvalStatus: "rejected", reviewedBy: admin.id, rejectionReason: reason, emailSent: true });

    const mail = await latestMailTo(operator.email);
    expect(mail).toMatchObject({ subject: "Your Skyhire operator profile was not approved" });
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(await notesOf(operator.id)).toEqual([
      { type: "operator_rejected", title: "Your operator profile was not approved", link: "/onboarding/operator?step=2" },
    ]);
    expect(await browseTitles(listing.title)).toEqual([]);
    expect(await failureOf(t.callerFor(admin).admin.rejectOperator({ userId: operator.id, reason }))).toEqual({
      code: "CONFLICT",
      message: "This operator has already been rejected",
    });

    await t.callerFor(operator).operatorOnboarding.submit(onboardingPayload());
    const mine = await t.callerFor(operator).operatorOnboarding.mine();
    expect(mine).toMatchObject({ approvalStatus: "pending", rejectionReason: null });
    const queue = await t.callerFor(admin).admin.pendingOperators({ page: 1, pageSize: 48 });
    expect(queue.items.map((i) => i.userId)).toContain(operator.id);
  });

  it("can withdraw an approval, which takes the listings out of browse", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing } = await pendingOperatorWithListing();
    await t.callerFor(admin).admin.approveOperator({ userId: operator.id });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    await t.callerFor(admin).admin.rejectOperator({ userId: operator.id, reason: "Licence suspended by the authority." });
    expect(await browseTitles(listing.title)).toEqual([]);
  });
});

describe("expired documents", () => {
  it("approval is refused while the licence or insurance on file has expired, and nothing changes", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { operator, listing } = await pendingOperatorWithListing();
    await t.db
      .update(operatorProfiles)
      .set({ licences: [{ type: "CAA", number: "1", expiryDate: "2020-01-01" }] })
      .where(eq(operatorProfiles.userId, operator.id));
    expect(await failureOf(t.callerFor(admin).admin.approveOperator({ userId: operator.id }))).toEqual({
      code: "CONFLICT",
      message:
        "The operator's licence or insurance expired on 2020-01-01. Ask them to upload a current document before approving.",
    });
    expect((await t.callerFor(operator).operatorOnboarding.mine())?.approvalStatus).toBe("pending");
    expect(await browseTitles(listing.title)).toEqual([]);
  });
});
