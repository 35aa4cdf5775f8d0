import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY } from "./constants";
import { currencyOfPlace, jobCurrencyOfPlace } from "./place-currency";

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

describe("jobCurrencyOfPlace", () => {
  it("puts a first job in the currency of its place's country: London in pounds, Sydney in Australian dollars", () => {
    expect(jobCurrencyOfPlace("London")).toBe("GBP");
    expect(jobCurrencyOfPlace("Sydney")).toBe("AUD");
    expect(jobCurrencyOfPlace("Paris")).toBe("EUR");
  });

  it("falls back to US dollars, the jobs' default, where the country's currency is not offered or the place unknown", () => {
    expect(jobCurrencyOfPlace("Tokyo")).toBe("USD");
    expect(jobCurrencyOfPlace("Atlantis")).toBe("USD");
    expect(jobCurrencyOfPlace("")).toBe("USD");
  });
});
