import { describe, expect, it } from "vitest";
import { missingFields, missingFieldsText } from "./missing-fields";

describe("missing fields of the post-job form", () => {
  it("names the required fields still empty, blanks included", () => {
    expect(missingFields(["Roof survey", undefined, "  ", ""])).toEqual(["Category", "Description", "Location"]);
    expect(missingFields(["Roof survey", "Inspection", "A flat roof.", "Leeds"])).toEqual([]);
  });

  it("says it in one sentence", () => {
    expect(missingFieldsText(["Category", "Description", "Location"])).toBe("To post, fill in Category, Description and Location.");
    expect(missingFieldsText(["Location"])).toBe("To post, fill in Location.");
    expect(missingFieldsText([])).toBe("");
  });
});
