import { LIMITS } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./listing-cursor";

const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("listing cursors", () => {
  it("reads back the cursors the search hands out", () => {
    expect(decodeCursor(encodeCursor({ sort: "newest", after: "a-listing-id" }))).toEqual({
      sort: "newest",
      after: "a-listing-id",
      offset: undefined,
    });
    expect(decodeCursor(encodeCursor({ sort: "relevance", offset: LIMITS.searchCountCap }))?.offset).toBe(
      LIMITS.searchCountCap,
    );
  });

  it("refuses a position a ranked search never reaches, however it is written", () => {
    for (const offset of [LIMITS.searchCountCap + 1, 1e30, Number.MAX_SAFE_INTEGER, -5, 1.5, "12"]) {
      expect(decodeCursor(forged({ sort: "relevance", offset })), String(offset)).toBeNull();
    }
  });

  it("refuses text that is not a cursor of a known sort", () => {
    for (const text of ["garbage", forged({}), forged({ sort: "cheapest" }), forged({ sort: "newest", after: "" })]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });
});
