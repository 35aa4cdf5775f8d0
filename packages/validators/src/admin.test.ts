import { describe, expect, it } from "vitest";
import {
  addDays,
  adminListingsQuerySchema,
  adminUsersQuerySchema,
  auditLogQuerySchema,
  changeRoleSchema,
  daysUntil,
  documentsExpireOn,
  expiryState,
  reinstateUserSchema,
  suspendUserSchema,
} from "./admin";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("admin reasons", () => {
  it("needs at least 10 characters after trimming, at most 1000", () => {
    expect(firstMessage(suspendUserSchema.safeParse({ userId: "u1", reason: "   too short  " }))).toBe(
      "Reason must be at least 10 characters",
    );
    expect(firstMessage(suspendUserSchema.safeParse({ userId: "u1", reason: "x".repeat(1001) }))).toBe(
      "Reason cannot exceed 1000 characters",
    );
    expect(suspendUserSchema.parse({ userId: " u1 ", reason: "  Fake listings reported.  " })).toEqual({
      userId: "u1",
      reason: "Fake listings reported.",
    });
  });

  it("is optional when reinstating (empty counts as none)", () => {
    expect(reinstateUserSchema.parse({ userId: "u1", reason: "" })).toEqual({ userId: "u1", reason: undefined });
  });

  it("names a real role and a user", () => {
    expect(firstMessage(changeRoleSchema.safeParse({ userId: "u1", role: "owner", reason: "Promoted to staff." }))).toBe(
      "Choose a role",
    );
    expect(firstMessage(changeRoleSchema.safeParse({ userId: "", role: "admin", reason: "Promoted to staff." }))).toBe(
      "Choose a user",
    );
    expect(firstMessage(changeRoleSchema.safeParse({ userId: "a\u0000", role: "admin", reason: "Promoted to staff." }))).toBe(
      "Choose a user",
    );
  });
});

describe("admin list queries", () => {
  it("coerce paging from query strings, treat empty filters as none and cap the page size", () => {
    expect(adminUsersQuerySchema.parse({ q: "  ", role: "", status: "", page: "2", pageSize: "5" })).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      page: 2,
      pageSize: 5,
    });
    expect(adminUsersQuerySchema.safeParse({ pageSize: 49 }).success).toBe(false);
    expect(adminListingsQuerySchema.safeParse({ state: "deleted" }).success).toBe(false);
    expect(auditLogQuerySchema.parse({ action: "user.suspend" })).toMatchObject({ action: "user.suspend", page: 1 });
    expect(firstMessage(adminUsersQuerySchema.safeParse({ q: "x".repeat(201) }))).toBe("Search cannot exceed 200 characters");
  });
});

describe("document expiry", () => {
  it("takes the latest licence and the latest insurance, and the earlier of those two", () => {
    expect(
      documentsExpireOn({
        licences: [{ expiryDate: "2027-01-01" }, { expiryDate: "2028-05-01" }],
        insuranceDocs: [{ expiryDate: "2027-09-30" }, { expiryDate: "not a date" }],
      }),
    ).toBe("2027-09-30");
    expect(documentsExpireOn({ licences: [], insuranceDocs: [] })).toBeNull();
  });

  it("warns 30 days ahead and flags the day after expiry", () => {
    expect(expiryState("2027-03-31", "2027-02-28")).toBe("valid");
    expect(expiryState("2027-03-31", "2027-03-01")).toBe("expiring");
    expect(expiryState("2027-03-31", "2027-03-31")).toBe("expiring");
    expect(expiryState("2027-03-31", "2027-04-01")).toBe("expired");
    expect(expiryState(null, "2027-04-01")).toBe("unknown");
  });

  it("counts calendar days across months and years", () => {
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(daysUntil("2027-01-19", "2026-12-20")).toBe(30);
    expect(daysUntil("2026-12-19", "2026-12-20")).toBe(-1);
  });
});

describe("until when an operator's papers cover them", () => {
  const dated = (...dates: string[]) => dates.map((expiryDate) => ({ expiryDate }));

  it("is the licence's date when the licence runs out before the insurance", () => {
    expect(documentsExpireOn({ licences: dated("2027-01-10"), insuranceDocs: dated("2027-05-01") })).toBe("2027-01-10");
    expect(documentsExpireOn({ licences: dated("2027-05-01"), insuranceDocs: dated("2027-01-10") })).toBe("2027-01-10");
  });

  it("takes the latest of each kind wherever it stands in the list", () => {
    expect(
      documentsExpireOn({ licences: dated("2028-01-01", "2026-01-01", "2027-01-01"), insuranceDocs: dated("2029-01-01") }),
    ).toBe("2028-01-01");
    expect(
      documentsExpireOn({ licences: dated("2029-01-01"), insuranceDocs: dated("2026-01-01", "2028-06-30", "2027-01-01") }),
    ).toBe("2028-06-30");
  });

  it("uses the one kind that has a date when the other has none", () => {
    expect(documentsExpireOn({ licences: dated("2027-03-01"), insuranceDocs: [] })).toBe("2027-03-01");
    expect(documentsExpireOn({ licences: [], insuranceDocs: dated("2027-04-01") })).toBe("2027-04-01");
  });

  it("ignores a date that is not YYYY-MM-DD and reads one with spaces around it", () => {
    expect(
      documentsExpireOn({ licences: dated("31/12/2099", "2099-12-31x", " 2027-02-02 "), insuranceDocs: dated("2030-01-01") }),
    ).toBe("2027-02-02");
    expect(documentsExpireOn({ licences: dated("soon"), insuranceDocs: dated("") })).toBeNull();
  });
});
