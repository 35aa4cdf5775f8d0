import { auditLog, operatorProfiles, serviceListings, users } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyProcedure } from "../../root";
import { createTestContext, failureOf, type TestContext } from "../../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** Every router of the admin area: all of their procedures are for admins only. */
const ADMIN_ROUTERS = ["admin", "adminUsers", "adminListings", "adminMoney", "adminAudit", "adminDocuments"] as const;

type AnyCall = (input?: unknown) => Promise<unknown>;

const PROCEDURES = await everyProcedure();

function proceduresOf(name: (typeof ADMIN_ROUTERS)[number]): string[] {
  return PROCEDURES.map(([path]) => path)
    .filter((path) => path.startsWith(`${name}.`))
    .map((path) => path.slice(name.length + 1));
}

describe("the admin area refuses every other role on the server", () => {
  it("knows every admin procedure (a new one is covered here automatically)", () => {
    const all = ADMIN_ROUTERS.flatMap((name) => proceduresOf(name).map((p) => `${name}.${p}`));
    expect(all).toEqual(
      expect.arrayContaining([
        "admin.pendingOperators",
        "admin.operators",
        "admin.operator",
        "admin.approveOperator",
        "admin.rejectOperator",
        "admin.verifyOperator",
        "admin.unverifyOperator",
        "adminUsers.list",
        "adminUsers.changeRole",
        "adminUsers.suspend",
        "adminUsers.reinstate",
        "adminListings.list",
        "adminListings.deactivate",
        "adminListings.reactivate",
        "adminMoney.overview",
        "adminMoney.payments",
        "adminMoney.refund",
        "adminAudit.list",
        "adminDocuments.expiring",
        "adminDocuments.approve",
      ]),
    );
  });

  it("customer and operator get FORBIDDEN, signed out UNAUTHORIZED, for every procedure; nothing changes", async () => {
    const customer = await t.makeUser({ role: "customer" });
    const operator = await t.makeOperator({ approvalStatus: "pending", isVerified: false });
    const listing = await t.makeListing();
    // Valid inputs, so a refusal can only come from the role check.
    const inputs: Record<string, unknown> = {
      userId: operator.user.id,
      id: listing.id,
      paymentId: "payment-1",
      reason: "Reason long enough for every schema",
      role: "admin",
    };
    for (const user of [customer, operator.user, null]) {
      for (const name of ADMIN_ROUTERS) {
        const caller = t.callerFor(user)[name] as unknown as Record<string, AnyCall>;
        for (const procedure of proceduresOf(name)) {
          const call = caller[procedure];
          if (!call) throw new Error(`no caller for ${name}.${procedure}`);
          const failure = await failureOf(call(inputs));
          expect(failure.code, `${name}.${procedure} as ${user?.role ?? "signed out"}`).toBe(
            user ? "FORBIDDEN" : "UNAUTHORIZED",
          );
        }
      }
    }
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    expect(profile).toMatchObject({ approvalStatus: "pending", isVerified: false });
    const [account] = await t.db.select().from(users).where(eq(users.id, operator.user.id));
    expect(account).toMatchObject({ role: "operator", status: "active" });
    const [row] = await t.db.select().from(serviceListings).where(eq(serviceListings.id, listing.id));
    expect(row).toMatchObject({ isActive: true, moderationReason: null });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("an admin gets through", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const caller = t.callerFor(admin);
    await expect(caller.adminAudit.list({})).resolves.toMatchObject({ page: 1 });
    await expect(caller.adminMoney.overview()).resolves.toMatchObject({ totals: [] });
    await expect(caller.adminUsers.list({})).resolves.toMatchObject({ page: 1 });
  });

  it("the operator's own document status is for operators only", async () => {
    const customer = await t.makeUser();
    expect((await failureOf(t.callerFor(customer).operatorDocuments.status())).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(null).operatorDocuments.status())).code).toBe("UNAUTHORIZED");
  });
});
