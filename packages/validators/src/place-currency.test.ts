import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY } from "./constants";
import { currencyOfPlace } from "./place-currency";

describe("currencyOfPlace", () => {
  it("gives the country's currency where the marketplace offers it", () => {
    expect(currencyOfPlace("Manchester")).toBe("GBP");
    expect(currencyOfPlace("sydney")).toBe("AUD");
    expect(currencyOfPlace("Berlin")).toBe("EUR");
    expect(currencyOfPlace("New York")).toBe("USD");
    expect(currencyOfPlace("Singapore")).toBe("SGD");
    expect(currencyOfPlace("Hong Kong")).toBe("HKD");
  });

  it("falls back to the default elsewhere, or with no place", () => {
    expect(currencyOfPlace("Tokyo")).toBe(DEFAULT_CURRENCY);
    expect(currencyOfPlace(null)).toBe(DEFAULT_CURRENCY);
    expect(currencyOfPlace("Atlantis")).toBe(DEFAULT_CURRENCY);
  });
});
