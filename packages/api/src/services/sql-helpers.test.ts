import { describe, expect, it } from "vitest";
import { containsPattern } from "./sql-helpers";

describe("containsPattern", () => {
  it("wraps the term in % and escapes the LIKE characters of the term", () => {
    expect(containsPattern("roof")).toBe("%roof%");
    expect(containsPattern("100%_off\\now")).toBe("%100\\%\\_off\\\\now%");
  });
});
