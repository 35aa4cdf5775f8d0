import { describe, expect, it } from "vitest";
import { profileStatusVariant } from "./status-variant";

describe("profileStatusVariant", () => {
  it("follows the profile list's badges (docs/product.md#statuses)", () => {
    expect(profileStatusVariant("completed")).toBe("default");
    expect(profileStatusVariant("in_progress")).toBe("secondary");
    expect(profileStatusVariant("cancelled")).toBe("destructive");
    expect(profileStatusVariant("open")).toBe("outline");
  });
});
