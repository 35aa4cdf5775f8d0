import { describe, expect, it } from "vitest";
import { INVALID_DATE_MESSAGE, isoToday } from "./dates";
import {
  autoReleaseNotice,
  creditNoteLineLabel,
  creditNoteRefundLine,
  createProposalSchema,
  formatAutoReleaseDate,
  listNotificationsSchema,
  createReviewSchema,
  deliverMilestoneSchema,
  fundMilestoneSchema,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_PATHS,
  editableMilestonePlans,
  milestonePlans,
  setMilestonesSchema,
  SINGLE_MILESTONE_TITLE,
  listInvoicesSchema,
  markNotificationsReadSchema,
  milestonePlanSchema,
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

  it('reads thousands separators as typed: "1,200" is 1200, "12,00" is refused', () => {
    expect(quoteSchema.parse("1,200")).toBe("1200.00");
    expect(quoteSchema.parse(" 1,200.50 ")).toBe("1200.50");
    expect(quoteSchema.parse("999,999.99")).toBe("999999.99");
    expect(firstMessage(quoteSchema.safeParse("1,000,000"))).toBe("Quote cannot exceed 999,999.99");
    for (const text of ["1,2,,3", "12,00", "1200,50", ",200"]) {
      expect(firstMessage(quoteSchema.safeParse(text)), text).toBe("Please enter a valid amount");
    }
    expect(milestonePlanSchema.parse({ title: "Survey", amount: "2,500.25" }).amount).toBe(
      "2500.25",
    );
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
    for (const [value, message] of cases)
      expect(firstMessage(quoteSchema.safeParse(value))).toBe(message);
  });
});

describe("lifecycle forms", () => {
  it("trims the proposal form and requires message and timeline", () => {
    expect(
      createProposalSchema.parse({
        jobId: " j1 ",
        quote: "10",
        message: " Hi ",
        timeline: " 2 days ",
      }),
    ).toEqual({ jobId: "j1", quote: "10.00", message: "Hi", timeline: "2 days" });
    expect(
      firstMessage(
        createProposalSchema.safeParse({ jobId: "j", quote: 1, message: " ", timeline: "x" }),
      ),
    ).toBe("Message is required");
    expect(
      firstMessage(
        createProposalSchema.safeParse({ jobId: "j", quote: 1, message: "m", timeline: "" }),
      ),
    ).toBe("Timeline is required");
    expect(
      firstMessage(createProposalSchema.safeParse({ quote: 1, message: "m", timeline: "t" })),
    ).toBe("Job id is required");
  });

  it("accepts 1–5 whole stars and an optional comment (empty means none)", () => {
    expect(createReviewSchema.parse({ jobId: "j", rating: 5, comment: "" })).toEqual({
      jobId: "j",
      rating: 5,
      comment: null,
    });
    expect(updateReviewSchema.parse({ id: "r", rating: 1, comment: " ok " })).toEqual({
      id: "r",
      rating: 1,
      comment: "ok",
    });
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 0 }))).toBe(
      "Rating must be between 1 and 5",
    );
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 6 }))).toBe(
      "Rating must be between 1 and 5",
    );
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j", rating: 4.5 }))).toBe(
      "Rating must be a whole number of stars",
    );
    expect(firstMessage(createReviewSchema.safeParse({ jobId: "j" }))).toBe("Rating is required");
    expect(
      firstMessage(
        createReviewSchema.safeParse({ jobId: "j", rating: 3, comment: "x".repeat(2001) }),
      ),
    ).toBe("Comment cannot exceed 2000 characters");
  });

  it("validates messages, conversations, notifications, invoices and payout links", () => {
    expect(firstMessage(sendMessageSchema.safeParse({ conversationId: "c", body: "  " }))).toBe(
      "Message is required",
    );
    expect(
      firstMessage(sendMessageSchema.safeParse({ conversationId: "c", attachmentIds: [] })),
    ).toBe("Message is required");
    // A file may go without text.
    const file = "8e138bf7-c372-46a0-84fc-737c3f223b3a";
    expect(
      sendMessageSchema.parse({ conversationId: "c", body: " ", attachmentIds: [file] }),
    ).toEqual({
      conversationId: "c",
      body: "",
      attachmentIds: [file],
    });
    expect(openConversationSchema.parse({ jobId: "j", operatorId: "" })).toEqual({
      jobId: "j",
      operatorId: undefined,
    });
    expect(markNotificationsReadSchema.parse(undefined)).toEqual({});
    expect(firstMessage(markNotificationsReadSchema.safeParse({ ids: "x" }))).toBe(
      "ids must be a list",
    );
    expect(listInvoicesSchema.parse(undefined)).toEqual({ page: 1, pageSize: 12 });
    expect(firstMessage(listInvoicesSchema.safeParse({ status: "refunded" }))).toBe(
      "Please choose a valid status",
    );
    expect(payoutOnboardingSchema.parse(undefined)).toEqual({ returnPath: "/dashboard/operator" });
    for (const returnPath of ["//evil.test", "https://evil.test", "dashboard"]) {
      expect(firstMessage(payoutOnboardingSchema.safeParse({ returnPath }))).toBe(
        "Return path must be a path of this site",
      );
    }
    expect(LIFECYCLE_PATHS.job("j1")).toBe("/jobs/j1");
    expect(LIFECYCLE_PATHS.invoicePdf("i1")).toBe("/api/invoices/i1/pdf");
  });
});

describe("proposal milestones", () => {
  const base = { jobId: "j", quote: "1000", message: "m", timeline: "t" };
  it("accepts 1–10 milestones adding up to the quote to the cent, and none at all", () => {
    const parsed = createProposalSchema.parse({
      ...base,
      milestones: [
        { title: " Flight ", amount: "333.33", dueDate: "2030-01-31" },
        { title: "Report", amount: 666.67, dueDate: "" },
      ],
    });
    expect(parsed.milestones).toEqual([
      { title: "Flight", amount: "333.33", dueDate: "2030-01-31" },
      { title: "Report", amount: "666.67", dueDate: undefined },
    ]);
    expect(createProposalSchema.parse({ ...base, milestones: [] }).milestones).toEqual([]);
    expect(milestonePlans("1000.00", undefined)).toEqual([
      { title: SINGLE_MILESTONE_TITLE, amount: "1000.00", dueDate: undefined },
    ]);
    expect(milestonePlans("1000.00", [])).toHaveLength(1);
  });

  it("turns a proposal's milestones back into form rows; its single whole-quote milestone into none", () => {
    expect(
      editableMilestonePlans("1000.00", [
        { title: SINGLE_MILESTONE_TITLE, amount: "1000.00", dueDate: null },
      ]),
    ).toEqual([]);
    expect(
      editableMilestonePlans("1000.00", [
        { title: "Flight", amount: "400.00", dueDate: "2030-01-31" },
        { title: "Report", amount: "600.00", dueDate: null },
      ]),
    ).toEqual([
      { title: "Flight", amount: "400.00", dueDate: "2030-01-31" },
      { title: "Report", amount: "600.00", dueDate: "" },
    ]);
    // A single milestone the operator named is kept as a row.
    expect(
      editableMilestonePlans("1000.00", [
        { title: "Everything", amount: "1000.00", dueDate: null },
      ]),
    ).toHaveLength(1);
  });

  it("refuses a sum off by a cent, more than 10, a bad amount or date, and an empty plan to set", () => {
    const off = createProposalSchema.safeParse({
      ...base,
      milestones: [{ title: "A", amount: "999.99" }],
    });
    expect(firstMessage(off)).toBe(LIFECYCLE_MESSAGES.milestonesSum);
    const eleven = Array.from({ length: 11 }, () => ({ title: "A", amount: "1" }));
    expect(
      firstMessage(createProposalSchema.safeParse({ ...base, quote: "11", milestones: eleven })),
    ).toBe(LIFECYCLE_MESSAGES.milestonesCount);
    expect(
      firstMessage(
        createProposalSchema.safeParse({ ...base, milestones: [{ title: "A", amount: "0" }] }),
      ),
    ).toBe("Milestone amount must be greater than 0");
    expect(
      firstMessage(
        createProposalSchema.safeParse({
          ...base,
          milestones: [{ title: "A", amount: "1000", dueDate: "2030-02-30" }],
        }),
      ),
    ).toBe(INVALID_DATE_MESSAGE);
    expect(
      firstMessage(
        createProposalSchema.safeParse({ ...base, milestones: [{ title: " ", amount: "1000" }] }),
      ),
    ).toBe("Milestone title is required");
    expect(firstMessage(setMilestonesSchema.safeParse({ id: "j", milestones: [] }))).toBe(
      LIFECYCLE_MESSAGES.milestonesCount,
    );
    expect(fundMilestoneSchema.parse({ id: "m" })).toEqual({ id: "m", all: false });
    expect(firstMessage(deliverMilestoneSchema.safeParse({ id: "m", note: "" }))).toBe(
      "Delivery note is required",
    );
  });
});

describe("a milestone's due date", () => {
  const plan = (dueDate: string) =>
    milestonePlanSchema.safeParse({ title: "Survey", amount: "100", dueDate });

  it("cannot be in the past", () => {
    const result = plan("2020-01-01");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LIFECYCLE_MESSAGES.milestoneDueInPast);
  });

  it("may be today in any time zone, or later", () => {
    expect(plan(isoToday()).success).toBe(true);
    expect(plan(isoToday(new Date(Date.now() - 12 * 60 * 60 * 1000))).success).toBe(true);
    expect(plan("2030-01-31").success).toBe(true);
  });
});

describe("milestones' due dates", () => {
  const plans = (...dueDates: (string | undefined)[]) =>
    setMilestonesSchema.safeParse({
      id: "j",
      milestones: dueDates.map((dueDate, index) => ({
        title: `Part ${index + 1}`,
        amount: "100",
        dueDate,
      })),
    });

  it("follow the milestones' order: a later milestone is not due before an earlier one", () => {
    const result = plans("2030-03-01", "2030-02-01");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["milestones", 1, "dueDate"],
      message: LIFECYCLE_MESSAGES.milestoneDueOutOfOrder,
    });
    expect(
      firstMessage(
        createProposalSchema.safeParse({
          jobId: "j",
          quote: "200",
          message: "Two parts, in order of delivery.",
          timeline: "2 weeks",
          milestones: [
            { title: "Report", amount: "100", dueDate: "2030-03-01" },
            { title: "Flight", amount: "100", dueDate: "2030-01-01" },
          ],
        }),
      ),
    ).toBe(LIFECYCLE_MESSAGES.milestoneDueOutOfOrder);
  });

  it("may be the same day, or missing on some milestones", () => {
    expect(plans("2030-02-01", "2030-02-01").success).toBe(true);
    expect(plans("2030-02-01", undefined, "2030-03-01").success).toBe(true);
    expect(plans(undefined, "2030-02-01").success).toBe(true);
    expect(plans("2030-03-01", undefined, "2030-02-01").success).toBe(false);
  });
});

describe("milestones adding up to the quote", () => {
  const base = { jobId: "j", message: "m", timeline: "t" };

  it("add up exactly in cents, where adding the decimals as floats would not (0.10 + 0.20 is 0.30)", () => {
    const parsed = createProposalSchema.safeParse({
      ...base,
      quote: "0.30",
      milestones: [
        { title: "A", amount: "0.10" },
        { title: "B", amount: "0.20" },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it("a sum that does not match is flagged on the milestones as a whole", () => {
    const off = createProposalSchema.safeParse({ ...base, quote: "1000", milestones: [{ title: "A", amount: "999.99" }] });
    expect(off.error?.issues[0]?.path).toEqual(["milestones"]);
  });

  it("the milestones given are the plan; only no milestones at all is one milestone of the whole quote", () => {
    const given = [
      { title: "Flight", amount: "400.00", dueDate: undefined },
      { title: "Report", amount: "600.00", dueDate: "2030-01-31" },
    ];
    expect(milestonePlans("1000.00", given)).toBe(given);
  });

  it("only a lone milestone of the whole quote under the single-payment title goes back to no rows", () => {
    expect(
      editableMilestonePlans("1000.00", [{ title: SINGLE_MILESTONE_TITLE, amount: "999.00", dueDate: null }]),
    ).toEqual([{ title: SINGLE_MILESTONE_TITLE, amount: "999.00", dueDate: "" }]);
    expect(
      editableMilestonePlans("1000.00", [
        { title: SINGLE_MILESTONE_TITLE, amount: "1000.00", dueDate: null },
        { title: "Extra", amount: "50.00", dueDate: null },
      ]),
    ).toHaveLength(2);
  });
});

describe("due dates across several milestones", () => {
  const plans = (...dueDates: string[]) =>
    setMilestonesSchema.safeParse({
      id: "j",
      milestones: dueDates.map((dueDate, index) => ({ title: `Part ${index + 1}`, amount: "100", dueDate })),
    });
  const flagged = (result: ReturnType<typeof plans>) => result.error?.issues.map((issue) => issue.path) ?? [];

  it("are checked against the latest date above, not only the one just above", () => {
    expect(flagged(plans("2030-02-01", "2030-03-01", "2030-02-15"))).toEqual([["milestones", 2, "dueDate"]]);
  });

  it("an out-of-order date does not lower the bar for the ones below it", () => {
    expect(flagged(plans("2030-05-01", "2030-04-01", "2030-04-15"))).toEqual([
      ["milestones", 1, "dueDate"],
      ["milestones", 2, "dueDate"],
    ]);
  });
});

describe("the auto-release date", () => {
  it("is shown in UTC, with the day, the short month, the year and the time to the minute", () => {
    expect(formatAutoReleaseDate("2026-03-14T21:05:00Z")).toBe("14 Mar 2026, 21:05 UTC");
    expect(formatAutoReleaseDate(new Date("2026-12-01T00:00:00Z"))).toBe("1 Dec 2026, 00:00 UTC");
  });

  it("tells the customer it releases unless they act, and the operator it comes to them unless the customer acts", () => {
    expect(autoReleaseNotice("customer", "2026-03-14T21:05:00Z")).toBe(
      "Releases automatically on 14 Mar 2026, 21:05 UTC unless you confirm or dispute",
    );
    expect(autoReleaseNotice("operator", new Date("2026-03-14T21:05:00Z"))).toBe(
      "Released to you automatically on 14 Mar 2026, 21:05 UTC unless the customer confirms or disputes first",
    );
  });
});

describe("messages and notifications", () => {
  const file = "8e138bf7-c372-46a0-84fc-737c3f223b3a";

  it("a message of text alone is sent as written, trimmed", () => {
    expect(sendMessageSchema.parse({ conversationId: "c", body: " Hello " })).toEqual({ conversationId: "c", body: "Hello" });
  });

  it("carries each file once, whatever the case of its id", () => {
    const twice = sendMessageSchema.safeParse({ conversationId: "c", body: "See", attachmentIds: [file, file.toUpperCase()] });
    expect(twice.success).toBe(false);
    const two = sendMessageSchema.safeParse({
      conversationId: "c",
      body: "See",
      attachmentIds: [file, "0b6a3b52-51d4-4e43-9a3a-3f3e0c0a1f11"],
    });
    expect(two.success).toBe(true);
  });

  it("lists unread notifications only when asked, from a query string's true or false too", () => {
    expect(listNotificationsSchema.parse({ unreadOnly: "true" }).unreadOnly).toBe(true);
    expect(listNotificationsSchema.parse({ unreadOnly: "false" }).unreadOnly).toBe(false);
    expect(listNotificationsSchema.parse({ unreadOnly: true }).unreadOnly).toBe(true);
    expect(listNotificationsSchema.parse({}).unreadOnly).toBe(false);
    expect(firstMessage(listNotificationsSchema.safeParse({ unreadOnly: "yes" }))).toBe("unreadOnly must be true or false");
  });
});

describe("a credit note's reason", () => {
  it("names an admin's decision with the reason the admin wrote, on the invoice line and the credit note's own line", () => {
    const note = { number: "CN-2026-000001", reason: "dispute_decision" as const, decisionReason: "The wrong site was flown." };
    expect(creditNoteLineLabel(note)).toBe("Credit note CN-2026-000001 · Dispute decision: The wrong site was flown.");
    expect(creditNoteRefundLine({ ...note, invoiceNumber: "INV-2026-000007" })).toBe(
      "Refund against invoice INV-2026-000007 — dispute decision: The wrong site was flown.",
    );
  });

  it("reads naturally without a written reason: a settlement names itself, a plain refund needs no second word", () => {
    expect(creditNoteRefundLine({ invoiceNumber: "INV-2026-000007", reason: "dispute_settlement" })).toBe(
      "Refund against invoice INV-2026-000007 — dispute settlement",
    );
    expect(creditNoteRefundLine({ invoiceNumber: "INV-2026-000007", reason: "refund" })).toBe("Refund against invoice INV-2026-000007");
    expect(creditNoteLineLabel({ number: "CN-2026-000002", reason: "refund" })).toBe("Credit note CN-2026-000002 · Refund");
  });
});
