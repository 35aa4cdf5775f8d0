import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import {
  createJobRequestSchema,
  customerJobRequestsSchema,
  jobBoardSchema,
  JOB_TEXT_LIMITS,
  listJobRequestsSchema,
} from "./jobs";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const validJob = {
  title: "Roof inspection",
  description: "Inspect the roof of a two-storey house",
  category: "inspection",
  location: "Sydney",
};

describe("createJobRequestSchema", () => {
  it("accepts the post-job form and fills the defaults", () => {
    expect(createJobRequestSchema.parse(validJob)).toEqual({
      ...validJob,
      budget: undefined,
      requirements: [],
      invitedOperatorId: undefined,
      listingId: undefined,
      message: undefined,
    });
  });

  it.each([
    ["title", "Title is required"],
    ["description", "Description is required"],
    ["location", "Location is required"],
    ["category", "Category is required"],
  ])("requires %s", (field, message) => {
    expect(messages(createJobRequestSchema.safeParse({ ...validJob, [field]: "" }))).toEqual([
      message,
    ]);
    const { [field as keyof typeof validJob]: _omitted, ...rest } = validJob;
    expect(messages(createJobRequestSchema.safeParse(rest))).toEqual([message]);
  });

  it("treats whitespace as empty", () => {
    expect(messages(createJobRequestSchema.safeParse({ ...validJob, title: "   " }))).toEqual([
      "Title is required",
    ]);
  });

  it("bounds the text fields", () => {
    const long = (n: number) => "x".repeat(n + 1);
    expect(
      messages(
        createJobRequestSchema.safeParse({ ...validJob, title: long(JOB_TEXT_LIMITS.titleMax) }),
      ),
    ).toEqual([`Title cannot exceed ${JOB_TEXT_LIMITS.titleMax} characters`]);
    expect(
      messages(
        createJobRequestSchema.safeParse({
          ...validJob,
          description: long(JOB_TEXT_LIMITS.descriptionMax),
        }),
      ),
    ).toEqual([`Description cannot exceed ${JOB_TEXT_LIMITS.descriptionMax} characters`]);
    expect(
      messages(
        createJobRequestSchema.safeParse({
          ...validJob,
          location: long(JOB_TEXT_LIMITS.locationMax),
        }),
      ),
    ).toEqual([`Location cannot exceed ${JOB_TEXT_LIMITS.locationMax} characters`]);
    expect(
      messages(
        createJobRequestSchema.safeParse({
          ...validJob,
          message: long(JOB_TEXT_LIMITS.messageMax),
        }),
      ),
    ).toEqual([`Message cannot exceed ${JOB_TEXT_LIMITS.messageMax} characters`]);
  });

  it("accepts only the post-job categories", () => {
    expect(
      messages(createJobRequestSchema.safeParse({ ...validJob, category: "Photography" })),
    ).toEqual(["Please select a valid category"]);
  });

  it("accepts a budget range, and an empty choice as no budget", () => {
    expect(createJobRequestSchema.parse({ ...validJob, budget: "500-1000" }).budget).toBe(
      "500-1000",
    );
    expect(createJobRequestSchema.parse({ ...validJob, budget: "" }).budget).toBeUndefined();
    expect(messages(createJobRequestSchema.safeParse({ ...validJob, budget: "lots" }))).toEqual([
      "Please select a valid budget range",
    ]);
  });

  it("accepts the special requirements by id, without duplicates", () => {
    const parsed = createJobRequestSchema.parse({
      ...validJob,
      requirements: ["4k-video", "insured", "4k-video"],
    });
    expect(parsed.requirements).toEqual(["4k-video", "insured"]);
    expect(
      messages(createJobRequestSchema.safeParse({ ...validJob, requirements: ["jetpack"] })),
    ).toEqual(["Please select valid special requirements"]);
    expect(
      messages(createJobRequestSchema.safeParse({ ...validJob, requirements: "insured" })),
    ).toEqual(["Please select valid special requirements"]);
  });

  it("carries an invitation from a listing", () => {
    const parsed = createJobRequestSchema.parse({
      ...validJob,
      invitedOperatorId: "op-1",
      listingId: "listing-1",
      message: "  Could you quote for next week?  ",
    });
    expect(parsed).toMatchObject({
      invitedOperatorId: "op-1",
      listingId: "listing-1",
      message: "Could you quote for next week?",
    });
    expect(
      createJobRequestSchema.parse({ ...validJob, invitedOperatorId: "" }).invitedOperatorId,
    ).toBeUndefined();
  });
});

describe("listJobRequestsSchema", () => {
  it("defaults to the first page of the usual size (the home page asks for its four itself)", () => {
    expect(listJobRequestsSchema.parse(undefined)).toEqual({
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
    expect(listJobRequestsSchema.parse({ page: "2", pageSize: "10" })).toEqual({
      page: 2,
      pageSize: 10,
    });
  });
});

describe("customerJobRequestsSchema", () => {
  it("requires the customer's id", () => {
    expect(messages(customerJobRequestsSchema.safeParse({ userId: "" }))).toEqual([
      "User id is required",
    ]);
    expect(messages(customerJobRequestsSchema.safeParse({}))).toEqual(["User id is required"]);
    expect(customerJobRequestsSchema.parse({ userId: "u1" })).toEqual({
      userId: "u1",
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
  });
});

describe("jobBoardSchema", () => {
  it("filters by any stored job category and a location", () => {
    expect(jobBoardSchema.parse({ category: "photography", location: " Perth " })).toMatchObject({
      category: "photography",
      location: "Perth",
    });
    expect(messages(jobBoardSchema.safeParse({ category: "Photography" }))).toEqual([
      "Please select a valid category",
    ]);
    expect(jobBoardSchema.parse(undefined)).toMatchObject({
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
  });
});
