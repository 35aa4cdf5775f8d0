import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import {
  addRequirement,
  centsToDecimal,
  createListingSchema,
  LISTING_FORM_LIMITS,
  LISTING_MESSAGES,
  listingCreationRefusal,
  myListingsSchema,
  priceToCents,
  setListingActiveSchema,
  updateListingSchema,
} from "./listing-management";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const valid = {
  title: "Roof inspection package",
  description: "Zoom and thermal inspection of pitched and flat roofs, with a PDF report.",
  category: "Inspection",
  price: "450",
  requirements: [],
};

describe("createListingSchema", () => {
  it("accepts the form and trims text, price as a number of dollars", () => {
    expect(
      createListingSchema.parse({ ...valid, title: `  ${valid.title}  `, price: " 450.5 " }),
    ).toEqual({ ...valid, price: 450.5 });
    expect(createListingSchema.parse({ ...valid, price: 99.99 }).price).toBe(99.99);
    expect(createListingSchema.parse({ ...valid, price: "$1200" }).price).toBe(1200);
  });

  it.each([
    ["title", "", LISTING_MESSAGES.titleRequired],
    ["title", "   ", LISTING_MESSAGES.titleRequired],
    ["title", "Roof", "Title must be at least 5 characters"],
    ["title", "x".repeat(LISTING_FORM_LIMITS.titleMax + 1), "Title cannot exceed 120 characters"],
    ["description", "", LISTING_MESSAGES.descriptionRequired],
    ["title", "Roof\u0000 inspection", "Title contains an invalid character"],
    ["description", "Too short", "Description must be at least 20 characters"],
    ["description", `${valid.description}\u0000`, "Description contains an invalid character"],
    ["category", "", "Please select a category"],
    ["category", undefined, "Please select a category"],
    ["category", "inspection", "Please select a valid category"],
    ["price", "", "Price is required"],
    ["price", undefined, "Price is required"],
    ["price", "abc", "Price must be a number"],
    ["price", "1,00", "Price must be a number"],
    ["price", "0", "Price must be greater than 0"],
    ["price", -5, "Price must be greater than 0"],
    ["price", "12.345", "Price can have at most 2 decimal places"],
    ["price", 1_000_000.01, "Price cannot exceed 1,000,000"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messages(createListingSchema.safeParse({ ...valid, [field]: value }))).toEqual([message]);
  });

  it("accepts prices that floats cannot hold exactly, and the maximum", () => {
    expect(createListingSchema.parse({ ...valid, price: 0.29 }).price).toBe(0.29);
    expect(createListingSchema.parse({ ...valid, price: "1000000" }).price).toBe(1_000_000);
  });

  it("trims requirements, drops blanks and case-insensitive duplicates, and limits them", () => {
    const parsed = createListingSchema.parse({
      ...valid,
      requirements: [" Thermal camera ", "thermal camera", "", "  ", "Insured"],
    });
    expect(parsed.requirements).toEqual(["Thermal camera", "Insured"]);
    expect(createListingSchema.parse({ ...valid, requirements: undefined }).requirements).toEqual(
      [],
    );

    const tooMany = Array.from({ length: LISTING_FORM_LIMITS.requirementsMax + 1 }, (_, i) => `R${i}`);
    expect(messages(createListingSchema.safeParse({ ...valid, requirements: tooMany }))).toEqual([
      "You can add up to 10 requirements",
    ]);
    expect(
      messages(createListingSchema.safeParse({ ...valid, requirements: ["x".repeat(61)] })),
    ).toEqual(["Each requirement cannot exceed 60 characters"]);
    expect(
      messages(createListingSchema.safeParse({ ...valid, requirements: ["a\u0000b"] })),
    ).toEqual(["Requirement contains an invalid character"]);
    expect(messages(createListingSchema.safeParse({ ...valid, requirements: [3] }))).toEqual([
      "Requirements must be a list of text",
    ]);
  });

  it("gives the parsed output back unchanged when parsed again (form → procedure)", () => {
    const once = createListingSchema.parse({ ...valid, requirements: [" a ", "A", "b"] });
    expect(createListingSchema.parse(once)).toEqual(once);
  });
});

describe("updateListingSchema and setListingActiveSchema", () => {
  it("need a listing id", () => {
    expect(messages(updateListingSchema.safeParse({ ...valid, id: "" }))).toEqual([
      "Listing id is required",
    ]);
    expect(updateListingSchema.parse({ ...valid, id: "abc" }).id).toBe("abc");
  });

  it("take the listing's version as the updatedAt read, and refuse anything else", () => {
    const read = "2026-11-27T16:12:10.123Z";
    expect(updateListingSchema.parse({ ...valid, id: "abc", version: read }).version).toBe(read);
    expect(updateListingSchema.parse({ ...valid, id: "abc" }).version).toBeUndefined();
    for (const version of ["yesterday", "", 17, "2026-11-27"]) {
      expect(messages(updateListingSchema.safeParse({ ...valid, id: "abc", version })), String(version)).toEqual([
        LISTING_MESSAGES.versionInvalid,
      ]);
    }
  });

  it("needs isActive as a boolean", () => {
    expect(setListingActiveSchema.parse({ id: "x", isActive: false })).toEqual({
      id: "x",
      isActive: false,
    });
    expect(messages(setListingActiveSchema.safeParse({ id: "x", isActive: "false" }))).toEqual([
      "isActive must be true or false",
    ]);
  });
});

describe("myListingsSchema", () => {
  it("defaults to the first page and coerces query strings", () => {
    expect(myListingsSchema.parse(undefined)).toEqual({
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
    expect(myListingsSchema.parse({ page: "2", pageSize: "5" })).toEqual({ page: 2, pageSize: 5 });
    expect(messages(myListingsSchema.safeParse({ page: "0" }))).toEqual(["Page must be at least 1"]);
  });
});

describe("addRequirement", () => {
  it("adds a trimmed tag and refuses blanks, duplicates and more than the limit", () => {
    expect(addRequirement(["Insured"], "  Night flight ")).toEqual({
      ok: true,
      requirements: ["Insured", "Night flight"],
    });
    expect(addRequirement([], "   ")).toEqual({ ok: false, message: "Requirement cannot be empty" });
    expect(addRequirement(["Insured"], "insured")).toEqual({
      ok: false,
      message: "This requirement is already added",
    });
    const full = Array.from({ length: LISTING_FORM_LIMITS.requirementsMax }, (_, i) => `R${i}`);
    expect(addRequirement(full, "One more")).toEqual({
      ok: false,
      message: "You can add up to 10 requirements",
    });
  });
});

describe("listingCreationRefusal", () => {
  it("lets approved operators and admins with a profile create listings", () => {
    expect(listingCreationRefusal("operator", "approved")).toBeNull();
    expect(listingCreationRefusal("admin", "approved")).toBeNull();
  });

  it("explains what is missing otherwise", () => {
    expect(listingCreationRefusal("operator", null)).toBe(
      "Complete your operator profile before creating listings.",
    );
    expect(listingCreationRefusal("customer", null)).toBe(
      "Complete your operator profile before creating listings.",
    );
    expect(listingCreationRefusal("operator", "pending")).toBe(
      "Your operator profile is awaiting approval. You can create listings once it is approved.",
    );
    expect(listingCreationRefusal("operator", "rejected")).toBe(LISTING_MESSAGES.profileRejected);
    expect(listingCreationRefusal("customer", "approved")).toBe(LISTING_MESSAGES.operatorsOnly);
  });
});

describe("money", () => {
  it("turns dollars into cents and cents into numeric(10,2) text", () => {
    expect(priceToCents(0.29)).toBe(29);
    expect(priceToCents(1_000_000)).toBe(100_000_000);
    expect(centsToDecimal(45_000)).toBe("450.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(100_000_000)).toBe("1000000.00");
  });
});

describe("listing price text", () => {
  const priceMessages = (price: unknown) => messages(createListingSchema.safeParse({ ...valid, price }));

  it("refuses number spellings that are not plain decimals, though JavaScript reads them", () => {
    for (const price of ["1e3", "0x10", "0b11", "Infinity", "1_000", "12abc", "$$5", "5$"]) {
      expect(priceMessages(price), price).toEqual(["Price must be a number"]);
    }
  });

  it("takes plain decimals with a leading $ and spaces around them", () => {
    expect(createListingSchema.parse({ ...valid, price: " $99.5 " }).price).toBe(99.5);
    expect(createListingSchema.parse({ ...valid, price: ".5" }).price).toBe(0.5);
    expect(priceMessages("$")).toEqual(["Price is required"]);
    expect(priceMessages("-5")).toEqual(["Price must be greater than 0"]);
  });

  it("reads thousands separators in proper groups of three, and refuses any other comma", () => {
    expect(createListingSchema.parse({ ...valid, price: "1,200" }).price).toBe(1200);
    expect(createListingSchema.parse({ ...valid, price: " $1,200.50 " }).price).toBe(1200.5);
    for (const price of ["1,2,,3", "12,00", "1200,50", "1,20"]) {
      expect(priceMessages(price), price).toEqual(["Price must be a number"]);
    }
  });

  it("judges a JSON number by its value, however JavaScript writes it", () => {
    expect(priceMessages(1e21)).toEqual(["Price cannot exceed 1,000,000"]);
    expect(priceMessages(0.0000001)).toEqual(["Price can have at most 2 decimal places"]);
  });
});

describe("duplicate requirements in longer lists", () => {
  it("drops every later spelling of a tag, wherever it stands", () => {
    const parsed = createListingSchema.parse({ ...valid, requirements: ["Insured", "Night flight", "insured", "NIGHT FLIGHT", "Thermal"] });
    expect(parsed.requirements).toEqual(["Insured", "Night flight", "Thermal"]);
  });

  it("refuses to add a tag already anywhere in the list, in any case", () => {
    const current = ["Insured", "Night flight", "Thermal camera"];
    expect(addRequirement(current, " thermal CAMERA ")).toEqual({ ok: false, message: "This requirement is already added" });
    expect(addRequirement(current, "Night")).toEqual({ ok: true, requirements: [...current, "Night"] });
    const nine = Array.from({ length: LISTING_FORM_LIMITS.requirementsMax - 1 }, (_, i) => `R${i}`);
    expect(addRequirement(nine, "Last one")).toEqual({ ok: true, requirements: [...nine, "Last one"] });
  });

  it("says why a typed tag is refused", () => {
    expect(addRequirement([], "x".repeat(LISTING_FORM_LIMITS.requirementMax + 1))).toEqual({
      ok: false,
      message: "Each requirement cannot exceed 60 characters",
    });
  });
});

describe("requirement duplicates by lower case", () => {
  it("keeps two tags that only upper case would make the same (ß and SS)", () => {
    expect(createListingSchema.parse({ ...valid, requirements: ["Straße", "STRASSE"] }).requirements).toEqual(["Straße", "STRASSE"]);
  });
});
