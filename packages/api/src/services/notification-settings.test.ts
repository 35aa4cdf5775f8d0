import { emails, notifications, users } from "@skyhire/db";
import { NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_TYPES_BY_ROLE } from "@skyhire/validators";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { jobWithProposals } from "./lifecycle/test-fixtures";
import { readUnsubscribeToken, unsubscribeLinks, unsubscribeToken } from "./notification-settings";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const SECRET = "a-test-secret-of-some-length";
const OTHER_SECRET = "another-secret-entirely";
const USER_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

async function mailsTo(address: string) {
  return t.db.select().from(emails).where(eq(emails.to, address)).orderBy(desc(emails.createdAt));
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

describe("the unsubscribe link's signature", () => {
  it("names the person and the type it was made for", () => {
    expect(readUnsubscribeToken(unsubscribeToken(USER_ID, "message_received", SECRET), SECRET)).toEqual({
      userId: USER_ID,
      type: "message_received",
    });
  });

  it("refuses a link changed to another type or person, signed with another secret, or malformed", () => {
    const token = unsubscribeToken(USER_ID, "message_received", SECRET);
    const [version, userId, , signature] = token.split(".");
    expect(readUnsubscribeToken([version, userId, "payout_sent", signature].join("."), SECRET)).toBeNull();
    expect(readUnsubscribeToken([version, "7c9e6679-7425-40de-944b-e07fc1f90ae7", "message_received", signature].join("."), SECRET)).toBeNull();
    expect(readUnsubscribeToken(token, OTHER_SECRET)).toBeNull();
    expect(readUnsubscribeToken(`${token}x`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`${token}.extra`, SECRET)).toBeNull();
    expect(readUnsubscribeToken("n1.not-an-id.message_received.abc", SECRET)).toBeNull();
    expect(readUnsubscribeToken("", SECRET)).toBeNull();
  });
});

describe("notification e-mail settings", () => {
  it("lists every type of the caller's role with its e-mail on until turned off; in-app notifications stay", async () => {
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    const settings = await caller.notifications.emailSettings();
    expect(settings.map((s) => s.type)).toEqual(NOTIFICATION_TYPES_BY_ROLE.customer);
    expect(settings.every((s) => s.email)).toBe(true);
    expect(settings[0]).toEqual({ type: "message_received", label: "New message", email: true });

    expect(await caller.notifications.updateEmailSetting({ type: "proposal_received", email: false })).toMatchObject({
      type: "proposal_received",
      email: false,
    });
    expect((await caller.notifications.emailSettings()).find((s) => s.type === "proposal_received")?.email).toBe(false);
    await caller.notifications.updateEmailSetting({ type: "proposal_received", email: true });
    expect((await caller.notifications.emailSettings()).find((s) => s.type === "proposal_received")?.email).toBe(true);
    expect((await failureOf(t.callerFor(null).notifications.emailSettings())).code).toBe("UNAUTHORIZED");
    expect(await failureOf(caller.notifications.updateEmailSetting({ type: "nonsense" as never, email: false }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("a type turned off is still notified in the app but not e-mailed", async () => {
    const customer = await t.makeUser();
    await t.callerFor(customer).notifications.updateEmailSetting({ type: "proposal_received", email: false });
    await jobWithProposals(t, 1, customer);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, "proposal_received")));
    expect(note?.title).toBe("New proposal received");
    // Handled: the sweep does not send it later either.
    expect(note?.emailedAt).toBeInstanceOf(Date);
    expect(await mailsTo(customer.email)).toEqual([]);
  });

  it("every notification mail carries its type's signed unsubscribe link and the RFC 8058 headers", async () => {
    const { customer } = await jobWithProposals(t, 1);
    const [mail] = await mailsTo(customer.email);
    const links = unsubscribeLinks(customer.id, "proposal_received");
    expect(mail?.text).toMatch(/No more "Proposal received" e-mails: https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+$/);
    expect(mail?.text).toContain(links.page);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.headers?.["List-Unsubscribe"]).toContain(links.oneClick);
  });
});

describe("unsubscribing by the mail's link, signed out", () => {
  it("shows what it turns off, then turns that type's e-mail off and nothing else", async () => {
    const { customer } = await jobWithProposals(t, 1);
    const [mail] = await mailsTo(customer.email);
    const link = mail!.text.split(/\s+/).find((word) => word.includes("/notifications/unsubscribe?token="))!;
    const signedOut = t.callerFor(null);
    const token = tokenOf(link);
    expect(await signedOut.notifications.unsubscribeLink({ token })).toEqual({
      type: "proposal_received",
      label: "Proposal received",
      email: true,
    });
    expect(await signedOut.notifications.unsubscribe({ token })).toMatchObject({ type: "proposal_received", email: false });
    expect(await signedOut.notifications.unsubscribeLink({ token })).toMatchObject({ email: false });
    const settings = await t.callerFor(customer).notifications.emailSettings();
    expect(settings.filter((s) => !s.email).map((s) => s.type)).toEqual(["proposal_received"]);
  });

  it("answers 400 with the link's message for a changed, foreign or deleted person's link, never a 500", async () => {
    const customer = await t.makeUser();
    const token = unsubscribeToken(customer.id, "payment_held");
    const changed = token.replace("payment_held", "payout_sent");
    const signedOut = t.callerFor(null);
    const refused = { code: "BAD_REQUEST", message: NOTIFICATION_SETTINGS_MESSAGES.invalidLink };
    expect(await failureOf(signedOut.notifications.unsubscribe({ token: changed }))).toEqual(refused);
    expect(await failureOf(signedOut.notifications.unsubscribeLink({ token: changed }))).toEqual(refused);
    expect(await failureOf(signedOut.notifications.unsubscribe({ token: "nonsense" }))).toEqual(refused);
    expect(await failureOf(signedOut.notifications.unsubscribe({ token: "" }))).toEqual(refused);
    await t.db.delete(users).where(eq(users.id, customer.id));
    expect(await failureOf(signedOut.notifications.unsubscribe({ token }))).toEqual(refused);
    expect(await failureOf(signedOut.notifications.unsubscribeLink({ token }))).toEqual(refused);
  });
});
