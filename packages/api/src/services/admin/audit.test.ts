import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("adminAudit.list", () => {
  it("shows every admin action with who, what, when and why, newest first, filtered and paged", async () => {
    const admin = await t.makeUser({ role: "admin", firstName: "Ada", lastName: "Auditor" });
    const caller = t.callerFor(admin);
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const customer = await t.makeUser();

    await caller.admin.verifyOperator({ userId: operator.user.id });
    await caller.adminListings.deactivate({ id: listing.id, reason: "Misleading price shown in the title." });
    await caller.adminUsers.suspend({ userId: customer.id, reason: "Chargeback fraud on three jobs." });
    await caller.adminUsers.reinstate({ userId: customer.id, reason: "Bank confirmed the charges." });

    const log = await caller.adminAudit.list({});
    expect(log.total).toBe(4);
    expect(log.items.map((e) => e.action)).toEqual([
      "user.reinstate",
      "user.suspend",
      "listing.deactivate",
      "operator.verify",
    ]);
    expect(log.items[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorName: "Ada Auditor",
      targetType: "user",
      targetId: customer.id,
      targetLabel: customer.email,
      reason: "Chargeback fraud on three jobs.",
    });
    expect(log.items[1]?.createdAt).toBeInstanceOf(Date);

    expect((await caller.adminAudit.list({ action: "listing.deactivate" })).items.map((e) => e.targetId)).toEqual([listing.id]);
    expect((await caller.adminAudit.list({ targetId: customer.id })).total).toBe(2);
    const second = await caller.adminAudit.list({ page: 2, pageSize: 3 });
    expect(second.items.map((e) => e.action)).toEqual(["operator.verify"]);
  });
});
