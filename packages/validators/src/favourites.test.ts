import { describe, expect, it } from "vitest";
import { addFavouriteSchema, FAVOURITE_MESSAGES, priceMove, unsubscribeFavouriteSchema } from "./favourites";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("saving a favourite", () => {
  it("takes exactly one listing or one operator", () => {
    expect(addFavouriteSchema.parse({ listingId: " l1 " })).toEqual({ listingId: "l1" });
    expect(addFavouriteSchema.parse({ operatorId: "u1" })).toEqual({ operatorId: "u1" });
    expect(firstMessage(addFavouriteSchema.safeParse({}))).toBe(FAVOURITE_MESSAGES.target);
    expect(firstMessage(addFavouriteSchema.safeParse({ listingId: "l1", operatorId: "u1" }))).toBe(FAVOURITE_MESSAGES.target);
  });

  it("refuses a blank or overlong id with the same message", () => {
    expect(firstMessage(addFavouriteSchema.safeParse({ listingId: "   " }))).toBe(FAVOURITE_MESSAGES.target);
    expect(firstMessage(addFavouriteSchema.safeParse({ operatorId: "x".repeat(101) }))).toBe(FAVOURITE_MESSAGES.target);
    expect(addFavouriteSchema.safeParse({ operatorId: "x".repeat(100) }).success).toBe(true);
  });

  it("says an empty or overlong unsubscribe token is not a valid link", () => {
    expect(firstMessage(unsubscribeFavouriteSchema.safeParse({ id: "f1", token: "" }))).toBe(FAVOURITE_MESSAGES.badLink);
    expect(firstMessage(unsubscribeFavouriteSchema.safeParse({ id: "f1", token: "t".repeat(201) }))).toBe(FAVOURITE_MESSAGES.badLink);
  });

  it("says how many favourites one may keep", () => {
    expect(FAVOURITE_MESSAGES.tooMany).toBe("You can keep up to 500 favourites. Remove one to save another.");
  });
});

describe("how a saved listing's price moved", () => {
  it("is nothing when the price and currency are the same, however the amount is written", () => {
    expect(priceMove({ price: "950.00", currency: "USD" }, { price: "950", currency: "USD" })).toBeNull();
  });

  it("dropped or rose in the same currency, with both amounts as money", () => {
    expect(priceMove({ price: "1200", currency: "USD" }, { price: "950", currency: "USD" })).toEqual({
      direction: "dropped",
      text: "Price dropped from $1,200.00 to $950.00",
    });
    expect(priceMove({ price: "950", currency: "GBP" }, { price: "1000", currency: "GBP" })).toEqual({
      direction: "rose",
      text: "Price rose from £950.00 to £1,000.00",
    });
  });

  it("changed when the currency changed, even for the same number: the amounts do not compare", () => {
    expect(priceMove({ price: "950", currency: "USD" }, { price: "950", currency: "GBP" })).toEqual({
      direction: "changed",
      text: "Price changed from $950.00 to £950.00",
    });
    expect(priceMove({ price: "1000", currency: "USD" }, { price: "800", currency: "AUD" })?.direction).toBe("changed");
  });
});
