import { describe, expect, it } from "vitest";
import {
  createProposalSchema,
  createReviewSchema,
  LIFECYCLE_PATHS,
  listInvoicesSchema,
  markNotificationsReadSchema,
  openConversationSchema,
  payoutOnboardingSchema,
  quoteSchema,
  sendMessageSchema,
  updateReviewSchema,
} from "./lifecycle";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("quoteSchema", () => {
  it("turns numbers and text into numeric(10,2) text", () => {
    expect(quoteSchema.parse(1250)).toBe("1250.00");
    expect(quoteSchema.parse(1250.5)).toBe("1250.50");
    expect(quoteSchema.parse(" 99.9 ")).toBe("99.90");
    expect(quoteSchema.parse("0.01")).toBe("0.01");
    expect(quoteSchema.parse("999999.99")).toBe("999999.99");
  });

  it("refuses empty, zero, negative, over-precise, huge and non-numeric quotes with the form's messages", () => {
    const cases: [unknown, string][] = [
      [undefined, "Quote is required"],
      ["", "Quote is required"],
      [Number.NaN, "Quote is required"],
      [0, "Quote must be greater than 0"],
      ["0.00", "Quote must be greater than 0"],
      [-1, "Please enter a valid amount"],
      ["12.345", "Please enter a valid amount"],
      ["1e3", "Please enter a valid amount"],
      ["abc", "Please enter a valid amount"],
      ["1000000", "Quote cannot exceed 999,999.99"],
    ];
    for (const [value, message] of cases) expect(firstMessage(quoteSchema.safeParse(value))).toBe(message);
  });
});

describe("lifecycle forms", () => {
  it("trims the proposal form and requires message and timeline", () => {
    expect(
      createProposalSchema.parse({ jobId: " j1 ", quote: "10", message: " Hi ", timeline: " 2 days " }),
    ).toEqual({ jobId: "j1", quote: "10.00", message: "Hi", timeline: "2 days" });
    expect(firstMessage(createProposalSchema.safeParse({ jobId: "j", quote: 1, message: " ", timeline: "x" }))).toBe(
      "Message is required",
    );
    expect(firstMessage(createProposalSchema.safeParse({ jobId: "j", quote: 1, message: "m", timeline: "" }))).toBe(
      "Timeline is required",
    );
    expect(firstMessage(createProposalSchema.safeParse({ quote: 1, message: "m", timeline: "t" }))).toBe(
      "Job id is required",
    );
  });

  it("accepts 1–5 whole stars and an optional comment (empty means none)", () => {
    expect(createReviewSchema.parse({ jobId: "j", rating: 5, comment: "" })).toEqual({ jobId: "j", rating: 5, comment: null });
    expect(updateReviewSchema.parse({ id: "r", rating: 1, comment: " ok " })).toEqual({ id: "r", rating: 1, comment: "ok" });
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 0 }))).toBe("Rating must be between 1 and 5");
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 6 }))).toBe("Rating must be between 1 and 5");
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 4.5 }))).toBe(
      "Rating must be a whole number of stars",
    );
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j" }))).toBe("Rating is required");
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 3, comment: "x".repeat(2001) }))).toBe(
      "Comment cannot exceed 2000 characters",
    );
  });

  it("validates messages, conversations, notifications, invoices and payout links", () => {
    expect(firstMessage(sendMessageSchema.safeParse({ conversationId: "c", body: "  " }))).toBe("Message is required");
    expect(openConversationSchema.parse({ jobId: "j", operatorId: "" })).toEqual({ jobId: "j", operatorId: undefined });
    expect(markNotificationsReadSchema.parse(undefined)).toEqual({});
    expect(firstMessage(markNotificationsReadSchema.safeParse({ ids: "x" }))).toBe("ids must be a list");
    expect(listInvoicesSchema.parse(undefined)).toEqual({ page: 1, pageSize: 12 });
    expect(firstMessage(listInvoicesSchema.safeParse({ status: "refunded" }))).toBe("Please choose a valid status");
    expect(payoutOnboardingSchema.parse(undefined)).toEqual({ returnPath: "/dashboard/operator" });
    for (const returnPath of ["//evil.test", "https://evil.test", "dashboard"]) {
      expect(firstMessage(payoutOnboardingSchema.safeParse({ returnPath }))).toBe("Return path must be a path of this site");
    }
    expect(LIFECYCLE_PATHS.job("j1")).toBe("/jobs/j1");
    expect(LIFECYCLE_PATHS.invoicePdf("i1")).toBe("/api/invoices/i1/pdf");
  });
});
