import { describe, expect, it } from "vitest";
import { displayName, fullNameOf, possessive, publicName, splitFullName } from "./names";

describe("splitFullName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitFullName("  Audrey   Customer ")).toEqual({ firstName: "Audrey", lastName: "Customer" });
    expect(splitFullName("Ana María de la Cruz")).toEqual({ firstName: "Ana", lastName: "María de la Cruz" });
  });
  it("keeps a single name as the first name", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: null });
  });
});

describe("displayName", () => {
  it("is the full name when there is one", () => {
    expect(displayName({ firstName: "Audrey", lastName: "Customer", email: "a@example.com" })).toBe("Audrey Customer");
    expect(fullNameOf({ firstName: " Audrey ", lastName: null })).toBe("Audrey");
  });
  it("falls back to the e-mail's name part, never the whole address", () => {
    expect(displayName({ firstName: null, lastName: "", email: "pilot.pat@example.com" })).toBe("pilot.pat");
  });
  it("falls back to the given word when there is nothing else", () => {
    expect(displayName({ firstName: null, lastName: null })).toBe("User");
    expect(displayName({ firstName: "", lastName: undefined, email: null }, "Customer")).toBe("Customer");
  });
});

describe("possessive", () => {
  it("adds only an apostrophe to a name ending in s", () => {
    expect(possessive("Chen Aerial Solutions")).toBe("Chen Aerial Solutions'");
    expect(possessive("SkyworkS")).toBe("SkyworkS'");
  });
  it("adds 's otherwise", () => {
    expect(possessive("Skyline Aerial")).toBe("Skyline Aerial's");
  });
});

describe("publicName", () => {
  it("is the first name and the last name's initial", () => {
    expect(publicName({ firstName: "Audrey", lastName: "customer" }, "Customer")).toBe("Audrey C.");
    expect(publicName({ firstName: "Cher", lastName: null }, "Customer")).toBe("Cher");
  });
  it("is never empty: an account without a name reads as the fallback", () => {
    expect(publicName({ firstName: null, lastName: null }, "Customer")).toBe("Customer");
    expect(publicName({ firstName: " ", lastName: "" }, "Customer")).toBe("Customer");
  });
});

describe("names with extra spaces", () => {
  it("splits a name on any run of spaces, tabs or line breaks", () => {
    expect(splitFullName("  Audrey \t  van   der Berg ")).toEqual({ firstName: "Audrey", lastName: "van der Berg" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: null });
  });

  it("shows the e-mail's local part trimmed, and the fallback when it is blank", () => {
    expect(displayName({ firstName: null, lastName: null, email: " ann @example.test" })).toBe("ann");
    expect(displayName({ firstName: null, lastName: null, email: "  @example.test" }, "Someone")).toBe("Someone");
  });

  it("makes a possessive of the trimmed name", () => {
    expect(possessive("  Ana ")).toBe("Ana's");
    expect(possessive(" Chen Aerial Solutions ")).toBe("Chen Aerial Solutions'");
  });

  it("shows only an upper-case initial when there is no first name", () => {
    expect(publicName({ firstName: "  ", lastName: "chen" }, "Customer")).toBe("C.");
    expect(publicName({ firstName: null, lastName: null }, "Customer")).toBe("Customer");
  });
});
