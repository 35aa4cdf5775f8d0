import { describe, expect, it } from "vitest";
import { LIFECYCLE_MESSAGES } from "./lifecycle";
import { mentionsSupport, SUPPORT_MESSAGES, supportRequestSchema, supportUrl } from "./support";

const valid = { subject: "Refund after delivery", message: "The operator delivered the wrong site photos." };

describe("supportRequestSchema", () => {
  it("trims, and treats an empty e-mail or job as absent", () => {
    expect(supportRequestSchema.parse({ ...valid, email: " ", jobId: "", subject: "  Refund after delivery " })).toEqual({
      ...valid,
      email: undefined,
      jobId: undefined,
    });
  });

  it("answers each field with its message", () => {
    const result = supportRequestSchema.safeParse({ email: "nope", subject: "Hi", message: "Help", jobId: "../x" });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      email: SUPPORT_MESSAGES.invalidEmail,
      subject: SUPPORT_MESSAGES.subjectTooShort,
      message: SUPPORT_MESSAGES.messageTooShort,
      jobId: SUPPORT_MESSAGES.invalidJob,
    });
  });
});

describe("supportUrl", () => {
  it("names the job when there is one", () => {
    expect(supportUrl()).toBe("/support");
    expect(supportUrl("abc-123")).toBe("/support?jobId=abc-123");
  });
});

describe("mentionsSupport", () => {
  it("finds the messages that send the user to support", () => {
    expect(mentionsSupport(LIFECYCLE_MESSAGES.deliveredNoRefund)).toBe(true);
    expect(mentionsSupport("Your card was declined.")).toBe(false);
  });
});
