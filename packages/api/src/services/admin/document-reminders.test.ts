import { emails, notifications, type InsuranceDoc, type Licence } from "@skyhire/db";
import { addDays, isoToday } from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { sendDocumentExpiryReminders } from "./document-reminders";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const today = isoToday();

/** An operator whose licence and insurance (approved as such) expire in `days` days. */
async function operatorExpiringIn(days: number, approvalStatus: "approved" | "pending" = "approved") {
  const expiryDate = addDays(today, days);
  const licences: Licence[] = [{ type: "CAA License", number: `L-${days}`, expiryDate }];
  const insuranceDocs: InsuranceDoc[] = [{ provider: "Coverdrone", policyNumber: `P-${days}`, coverageAmount: "5000000", expiryDate }];
  return t.makeOperator({ licences, insuranceDocs, documentsValidUntil: expiryDate, approvalStatus });
}

async function remindersOf(userId: string) {
  return t.db
    .select({ type: notifications.type, title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
}

describe("document-expiry reminders", () => {
  it("warns approved operators within 30 days and on expiry, once per date, in-app and by e-mail", async () => {
    const soon = await operatorExpiringIn(10);
    const gone = await operatorExpiringIn(-3);
    const later = await operatorExpiringIn(90);
    const pending = await operatorExpiringIn(5, "pending");

    expect(await sendDocumentExpiryReminders(t.db, today)).toEqual({ expiring: 1, expired: 1 });
    expect(await remindersOf(soon.user.id)).toEqual([
      {
        type: "documents_expiring",
        title: "Your licence or insurance expires soon",
        body: expect.stringContaining(`expire on ${addDays(today, 10)} (in 10 days)`),
        link: "/dashboard/operator",
      },
    ]);
    expect(await remindersOf(gone.user.id)).toEqual([
      expect.objectContaining({ type: "documents_expired", title: "Your licence or insurance has expired" }),
    ]);
    expect(await remindersOf(later.user.id)).toEqual([]);
    expect(await remindersOf(pending.user.id)).toEqual([]);
    const mails = await t.db.select({ subject: emails.subject }).from(emails).where(eq(emails.to, soon.user.email));
    expect(mails).toEqual([{ subject: "Your licence or insurance expires soon" }]);

    // The next day's run repeats nothing; once the date has passed, the expired reminder follows once.
    expect(await sendDocumentExpiryReminders(t.db, addDays(today, 1))).toEqual({ expiring: 0, expired: 0 });
    expect(await sendDocumentExpiryReminders(t.db, addDays(today, 11))).toEqual({ expiring: 0, expired: 1 });
    expect((await remindersOf(soon.user.id)).map((r) => r.type).sort()).toEqual(["documents_expired", "documents_expiring"]);
    expect(await sendDocumentExpiryReminders(t.db, addDays(today, 11))).toEqual({ expiring: 0, expired: 0 });
    // Thirty days ahead of its date, the other operator gets its first warning.
    expect(await sendDocumentExpiryReminders(t.db, addDays(today, 60))).toEqual({ expiring: 1, expired: 0 });
    expect((await remindersOf(later.user.id)).map((r) => r.type)).toEqual(["documents_expiring"]);
  });
});
