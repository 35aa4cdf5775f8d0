import { emails } from "@skyhire/db";
import { SUPPORT_MESSAGES } from "@skyhire/validators";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_SUBJECT_PREFIX } from "../services/support";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const request = { subject: "Refund after delivery", message: "The photos delivered are of the wrong building." };

describe("support.request", () => {
  it("e-mails every active admin with who asked and about which job, and sends the asker a receipt", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const suspendedAdmin = await t.makeUser({ role: "admin", status: "suspended" });
    const customer = await t.makeUser({ firstName: "Audrey", lastName: "Customer" });
    const job = await t.makeJob({ customerId: customer.id, title: "Roof survey, Leeds" });

    const receipt = await t.callerFor(customer).support.request({ ...request, jobId: job.id });
    expect(receipt).toEqual({ replyTo: customer.email, admins: 1 });

    const toAdmins = await t.db.select().from(emails).where(like(emails.subject, `${SUPPORT_SUBJECT_PREFIX}%`));
    expect(toAdmins.map((m) => m.to)).toEqual([admin.email]);
    expect(toAdmins.map((m) => m.to)).not.toContain(suspendedAdmin.email);
    expect(toAdmins[0]?.subject).toBe(`${SUPPORT_SUBJECT_PREFIX} Refund after delivery`);
    expect(toAdmins[0]?.text).toContain(`Audrey Customer <${customer.email}>`);
    expect(toAdmins[0]?.text).toContain(`Job: Roof survey, Leeds`);
    expect(toAdmins[0]?.text).toContain(`/jobs/${job.id}`);
    expect(toAdmins[0]?.text).toContain(request.message);
    const [ack] = await t.db.select().from(emails).where(eq(emails.to, customer.email));
    expect(ack?.subject).toBe("We received your request: Refund after delivery");
  });

  it("takes a signed-out request only with an address to reply to", async () => {
    expect(await failureOf(t.callerFor(null).support.request(request))).toEqual({
      code: "BAD_REQUEST",
      message: SUPPORT_MESSAGES.emailRequired,
    });
    await expect(t.callerFor(null).support.request({ ...request, email: "locked-out@example.com" })).resolves.toMatchObject({
      replyTo: "locked-out@example.com",
    });
  });

  it("refuses bad input with the field's message and a sixth request within the hour", async () => {
    const user = await t.makeUser();
    expect(await failureOf(t.callerFor(user).support.request({ ...request, message: "help" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    for (let i = 0; i < 5; i += 1) await t.callerFor(user).support.request(request);
    expect(await failureOf(t.callerFor(user).support.request(request))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: SUPPORT_MESSAGES.tooMany,
    });
  });
});
