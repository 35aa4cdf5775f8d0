import { describe, expect, it } from "vitest";
import { isCalendarDate, isoToday, isPastDate, isPastEverywhere } from "./dates";

describe("calendar dates", () => {
  it("gives today's UTC date as YYYY-MM-DD", () => {
    expect(isoToday(new Date("2027-03-01T23:59:59Z"))).toBe("2027-03-01");
    expect(isoToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("calls a well-formed date before today past, and today or later not", () => {
    expect(isPastDate("2027-02-28", "2027-03-01")).toBe(true);
    expect(isPastDate(" 2027-02-28 ", "2027-03-01")).toBe(true);
    expect(isPastDate("2027-03-01", "2027-03-01")).toBe(false);
    expect(isPastDate("2027-03-02", "2027-03-01")).toBe(false);
    expect(isPastDate("2000-01-01")).toBe(true);
  });

  it("does not call a malformed date past", () => {
    for (const value of ["1/2/2020", "2020-1-02", "", "2020-01-01T00:00", "x2020-01-01", "2020-01-011"]) {
      expect(isPastDate(value, "2027-03-01"), value).toBe(false);
    }
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-12-31")).toBe(true);
    for (const value of ["2027-02-29", "2027-13-01", "2027-00-10", "2027-04-31", "2027-01-00", "2027-1-01", " 2027-01-01", "2027-01-01x"]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});

describe("calendar date edge cases", () => {
  it("does not call a date with more before it or spaces after a future date past", () => {
    expect(isPastDate("12020-01-01", "2027-03-01")).toBe(false);
    expect(isPastDate(" 2099-01-01 ", "2027-03-01")).toBe(false);
  });

  it("refuses a year JavaScript would move to the 1900s", () => {
    expect(isCalendarDate("0099-01-01")).toBe(false);
  });
});

describe("isPastEverywhere", () => {
  const now = new Date("2026-11-28T03:00:00Z");
  it("keeps a date that is still today somewhere (UTC−12)", () => {
    expect(isPastEverywhere("2026-11-27", now)).toBe(false);
    expect(isPastEverywhere("2026-11-28", now)).toBe(false);
  });
  it("refuses a date that is over everywhere", () => {
    expect(isPastEverywhere("2026-11-26", now)).toBe(true);
  });
});
