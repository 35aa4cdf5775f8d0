import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import { EXPIRED_DOCUMENT_MESSAGE, isoToday, isPastDate } from "./dates";
import { onboardingInsuranceSchema } from "./operator-onboarding";
import {
  customerProfileSchema,
  isSafeFileUrl,
  missingOperatorListMessage,
  normaliseWebsite,
  operatorProfileCompletion,
  OPERATOR_PROFILE_REPLACE_MESSAGES,
  operatorProfileReplaceSchema,
  operatorProfileSchema,
  PUBLISH_BELOW_THRESHOLD_MESSAGE,
  type OperatorProfileInput,
} from "./profiles";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("customerProfileSchema", () => {
  it("accepts a name and fills the defaults", () => {
    expect(customerProfileSchema.parse({ name: " Casey Morgan " })).toEqual({
      name: "Casey Morgan",
      phone: undefined,
      company: undefined,
      preferredContact: "email",
    });
  });

  it("needs a name of at least 2 characters", () => {
    for (const name of ["C", " C ", "", undefined]) {
      expect(messages(customerProfileSchema.safeParse({ name }))).toEqual([
        "Name must be at least 2 characters",
      ]);
    }
  });

  it("keeps phone and company optional and empty ones absent", () => {
    const parsed = customerProfileSchema.parse({ name: "Casey", phone: " ", company: null });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.company).toBeUndefined();
    expect(
      messages(customerProfileSchema.safeParse({ name: "Casey", phone: "1".repeat(41) })),
    ).toEqual(["Phone cannot exceed 40 characters"]);
  });

  it("accepts email or phone as the preferred contact", () => {
    expect(
      customerProfileSchema.parse({ name: "Casey", preferredContact: "phone" }).preferredContact,
    ).toBe("phone");
    expect(
      messages(customerProfileSchema.safeParse({ name: "Casey", preferredContact: "fax" })),
    ).toEqual(["Preferred contact must be email or phone"]);
  });

  it("keeps the 'both' that customer onboarding may have stored", () => {
    expect(
      customerProfileSchema.parse({ name: "Casey", preferredContact: "both" }).preferredContact,
    ).toBe("both");
  });
});

const bio = "We fly certified drones for inspections and mapping across the region.";

function operatorInput(overrides: Partial<OperatorProfileInput> = {}): OperatorProfileInput {
  return { companyName: "Sky Eye", bio, defaultMargin: 15, ...overrides };
}

describe("operatorProfileSchema", () => {
  it("accepts a draft and fills the defaults", () => {
    expect(operatorProfileSchema.parse(operatorInput())).toEqual({
      companyName: "Sky Eye",
      bio,
      logoUrl: undefined,
      website: undefined,
      location: undefined,
      serviceRadiusKm: 50,
      qualifications: [],
      serviceAreas: [],
      licences: [],
      insuranceDocs: [],
      portfolioItems: [],
      defaultMargin: 15,
      currency: "HKD",
      publish: false,
    });
  });

  it("needs a company name of at least 2 characters", () => {
    expect(messages(operatorProfileSchema.safeParse(operatorInput({ companyName: "S" })))).toEqual([
      "Company name must be at least 2 characters",
    ]);
  });

  it("needs a bio of 50 to 500 characters", () => {
    expect(messages(operatorProfileSchema.safeParse(operatorInput({ bio: "Too short" })))).toEqual([
      "Bio must be at least 50 characters",
    ]);
    expect(
      messages(operatorProfileSchema.safeParse(operatorInput({ bio: "x".repeat(501) }))),
    ).toEqual(["Bio cannot exceed 500 characters"]);
    expect(operatorProfileSchema.safeParse(operatorInput({ bio: "x".repeat(500) })).success).toBe(
      true,
    );
  });

  it("prefixes https:// to a website without a scheme, then checks it", () => {
    expect(
      operatorProfileSchema.parse(operatorInput({ website: "skyeye.example.com" })).website,
    ).toBe("https://skyeye.example.com");
    expect(
      operatorProfileSchema.parse(operatorInput({ website: "http://skyeye.com/about" })).website,
    ).toBe("http://skyeye.com/about");
    expect(operatorProfileSchema.parse(operatorInput({ website: "" })).website).toBeUndefined();
    for (const website of ["not a website", "skyeye", "ftp://skyeye.com"]) {
      expect(messages(operatorProfileSchema.safeParse(operatorInput({ website })))).toEqual([
        "Please enter a valid website",
      ]);
    }
  });

  it("requires a default margin from 0 to 100 in steps of 0.01", () => {
    const { defaultMargin: _omitted, ...withoutMargin } = operatorInput();
    expect(messages(operatorProfileSchema.safeParse(withoutMargin))).toEqual([
      "Default margin is required",
    ]);
    expect(
      messages(operatorProfileSchema.safeParse(operatorInput({ defaultMargin: Number.NaN }))),
    ).toEqual(["Default margin is required"]);
    expect(
      messages(operatorProfileSchema.safeParse(operatorInput({ defaultMargin: 101 }))),
    ).toEqual(["Default margin must be between 0 and 100"]);
    expect(messages(operatorProfileSchema.safeParse(operatorInput({ defaultMargin: -1 })))).toEqual(
      ["Default margin must be between 0 and 100"],
    );
    expect(
      messages(operatorProfileSchema.safeParse(operatorInput({ defaultMargin: 12.345 }))),
    ).toEqual(["Default margin can have at most 2 decimal places"]);
    expect(operatorProfileSchema.parse(operatorInput({ defaultMargin: 12.34 })).defaultMargin).toBe(
      12.34,
    );
  });

  it("accepts only the listed currencies", () => {
    expect(operatorProfileSchema.parse(operatorInput({ currency: "SGD" })).currency).toBe("SGD");
    expect(
      messages(operatorProfileSchema.safeParse({ ...operatorInput(), currency: "JPY" })),
    ).toEqual(["Please select a valid currency"]);
  });

  it("needs a qualification and a service area to publish, and reports both with other errors", () => {
    expect(
      messages(operatorProfileSchema.safeParse(operatorInput({ publish: true, companyName: "S" }))),
    ).toEqual([
      "Company name must be at least 2 characters",
      "Please select at least one qualification",
      "Please select at least one service area",
    ]);
    const published = operatorProfileSchema.parse(
      operatorInput({ publish: true, qualifications: ["CAA Licence"], serviceAreas: ["Sydney"] }),
    );
    expect(published.publish).toBe(true);
  });

  it("trims labels and drops duplicates", () => {
    const parsed = operatorProfileSchema.parse(
      operatorInput({ qualifications: [" CAA Licence ", "CAA Licence"], serviceAreas: ["Sydney"] }),
    );
    expect(parsed.qualifications).toEqual(["CAA Licence"]);
  });

  it("accepts licences, insurance documents and portfolio items as the editor holds them", () => {
    const file = {
      name: "a.pdf",
      size: 10,
      type: "application/pdf",
      url: "/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d",
      uploadedAt: "2024-03-05",
    };
    const parsed = operatorProfileSchema.parse(
      operatorInput({
        licences: [{ type: "CAA", number: "123", expiryDate: "2030-01-01", document: file }],
        insuranceDocs: [
          { provider: "Acme", policyNumber: "P1", coverageAmount: "1000000", expiryDate: "2099-06-30" },
        ],
        portfolioItems: [{ title: "Bridge", description: "Survey", media: [file] }],
      }),
    );
    expect(parsed.portfolioItems[0]).toEqual({
      title: "Bridge",
      description: "Survey",
      media: [file],
      mediaUrls: [],
    });
    expect(
      operatorProfileSchema.safeParse({ ...operatorInput(), licences: [{ type: "CAA" }] }).success,
    ).toBe(false);
  });
});

describe("operatorProfileReplaceSchema (PUT: the whole profile)", () => {
  const whole = () => operatorInput({ serviceAreas: [], licences: [], insuranceDocs: [], portfolioItems: [] });

  it("takes the documented payload whole; the currency and the publish flag it leaves out stay unset (the stored ones are kept)", () => {
    const { currency: _currency, publish: _publish, ...created } = operatorProfileSchema.parse(operatorInput());
    expect(operatorProfileReplaceSchema.parse(whole())).toEqual(created);
    expect(operatorProfileReplaceSchema.parse({ ...whole(), currency: "GBP", publish: false })).toMatchObject({ currency: "GBP", publish: false });
  });

  it("names every list it was not sent, and fills none of them", () => {
    const result = operatorProfileReplaceSchema.safeParse(operatorInput());
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["serviceAreas", OPERATOR_PROFILE_REPLACE_MESSAGES.serviceAreas],
      ["licences", OPERATOR_PROFILE_REPLACE_MESSAGES.licences],
      ["insuranceDocs", OPERATOR_PROFILE_REPLACE_MESSAGES.insuranceDocs],
      ["portfolioItems", OPERATOR_PROFILE_REPLACE_MESSAGES.portfolioItems],
    ]);
    expect(OPERATOR_PROFILE_REPLACE_MESSAGES).toEqual({
      serviceAreas: "Service areas are required: send the whole list ([] for none)",
      licences: "Licences are required: send the whole list ([] for none)",
      insuranceDocs: "Insurance documents are required: send the whole list ([] for none)",
      portfolioItems: "Portfolio items are required: send the whole list ([] for none)",
    });
  });

  it("keeps the field rules: a wrong currency or flag, too many items, an unknown place, the publish rules", () => {
    expect(messages(operatorProfileReplaceSchema.safeParse({ ...whole(), currency: "XYZ", licences: "none" }))).toEqual([
      OPERATOR_PROFILE_REPLACE_MESSAGES.licences,
      "Please select a valid currency",
    ]);
    expect(messages(operatorProfileReplaceSchema.safeParse({ ...whole(), publish: "yes", qualifications: ["CAA Licence"], serviceAreas: ["Sydney"] }))).toEqual([
      "Publish must be true or false",
    ]);
    expect(operatorProfileReplaceSchema.safeParse({ ...whole(), licences: Array(51).fill({ type: "CAA", number: "1", expiryDate: "2030-01-01" }) }).success).toBe(false);
    expect(operatorProfileReplaceSchema.safeParse({ ...whole(), serviceAreas: ["Atlantis"] }).success).toBe(false);
    expect(operatorProfileReplaceSchema.parse({ ...whole(), serviceAreas: ["sydney", "Sydney"] }).serviceAreas).toEqual(["Sydney"]);
    expect(messages(operatorProfileReplaceSchema.safeParse({ ...whole(), publish: true }))).toEqual([
      "Please select at least one qualification",
      "Please select at least one service area",
    ]);
  });
});

describe("operator profile file addresses", () => {
  const file = (url: string) => ({ name: "a.png", size: 1, type: "image/png", url, uploadedAt: "2024-03-05" });

  it("accepts our uploads", () => {
    const parsed = operatorProfileSchema.parse(
      operatorInput({
        logoUrl: "/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d",
        portfolioItems: [
          { title: "A", description: "B", media: [file("/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d")], mediaUrls: ["/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d"] },
        ],
      }),
    );
    expect(parsed.logoUrl).toBe("/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d");
    expect(operatorProfileSchema.parse(operatorInput({ logoUrl: "" })).logoUrl).toBeUndefined();
  });

  it("refuses script, data and other addresses anywhere in the profile", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "/api/uploads/../../x",
      "//evil.example/a",
      "https://attacker.example/logo.png",
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      expect(messages(operatorProfileSchema.safeParse(operatorInput({ logoUrl: url })))).toEqual([
        "Please upload the file again",
      ]);
      expect(
        messages(
          operatorProfileSchema.safeParse(
            operatorInput({ licences: [{ type: "CAA", number: "1", expiryDate: "2099-12-31", document: file(url), documentUrl: url }] }),
          ),
        ),
      ).toEqual(["Please upload the file again", "Please upload the file again"]);
      expect(
        operatorProfileSchema.safeParse(
          operatorInput({ portfolioItems: [{ title: "A", description: "B", media: [file(url)] }] }),
        ).success,
      ).toBe(false);
    }
  });
});

describe("operatorProfileCompletion", () => {
  const complete = {
    companyName: "Sky Eye",
    bio,
    qualifications: ["CAA Licence"],
    licences: [{}],
    insuranceDocs: [{}],
    serviceAreas: ["Sydney"],
    portfolioItems: [{}],
    defaultMargin: 15,
  };

  it("counts the 8 criteria", () => {
    expect(operatorProfileCompletion(complete)).toEqual({
      percent: 100,
      completed: 8,
      total: 8,
      missing: [],
      canPublish: true,
    });
    expect(operatorProfileCompletion({})).toMatchObject({
      percent: 0,
      completed: 0,
      canPublish: false,
    });
  });

  it("needs 70% (6 of 8) to publish", () => {
    const sixOfEight = operatorProfileCompletion({
      ...complete,
      portfolioItems: [],
      insuranceDocs: [],
    });
    expect(sixOfEight).toMatchObject({
      percent: 75,
      canPublish: true,
      missing: ["insuranceDocs", "portfolioItems"],
    });
    const fiveOfEight = operatorProfileCompletion({
      ...complete,
      portfolioItems: [],
      insuranceDocs: [],
      licences: [],
    });
    expect(fiveOfEight).toMatchObject({ percent: 63, canPublish: false });
  });

  it("counts a bio only from 50 characters and a margin stored as text", () => {
    expect(operatorProfileCompletion({ ...complete, bio: "short" }).missing).toEqual(["bio"]);
    expect(operatorProfileCompletion({ ...complete, defaultMargin: "15.00" }).percent).toBe(100);
    expect(operatorProfileCompletion({ ...complete, defaultMargin: null }).missing).toEqual([
      "defaultMargin",
    ]);
  });

  it("names the publish threshold in its message", () => {
    expect(PUBLISH_BELOW_THRESHOLD_MESSAGE).toBe(
      "Complete at least 70% of your profile to publish it live.",
    );
  });
});

describe("missingOperatorListMessage", () => {
  it("names the first empty list, qualifications first", () => {
    expect(missingOperatorListMessage({ qualifications: [], serviceAreas: [] })).toBe(
      "Please select at least one qualification",
    );
    expect(missingOperatorListMessage({ qualifications: ["CAA Licence"], serviceAreas: [] })).toBe(
      "Please select at least one service area",
    );
    expect(
      missingOperatorListMessage({ qualifications: ["CAA Licence"], serviceAreas: ["Perth"] }),
    ).toBeNull();
  });
});

describe("expired documents", () => {
  it("refuses a licence or policy whose expiry date has passed, in the editor and in onboarding", () => {
    const expired = operatorProfileSchema.safeParse(
      operatorInput({ licences: [{ type: "CAA", number: "1", expiryDate: "2020-01-01" }] }),
    );
    expect(expired.error?.issues.map((issue) => issue.message)).toEqual([EXPIRED_DOCUMENT_MESSAGE]);
    const policy = onboardingInsuranceSchema.safeParse({
      provider: "Acme",
      policyNumber: "P-1",
      coverageAmount: "1000000",
      expiryDate: "2020-01-01",
    });
    expect(policy.error?.issues.map((issue) => issue.message)).toEqual([EXPIRED_DOCUMENT_MESSAGE]);
    expect(isPastDate(isoToday())).toBe(false);
  });
});

describe("a document's expiry date in the editor", () => {
  const licenceExpiring = (expiryDate: string) =>
    operatorProfileSchema.safeParse(operatorInput({ licences: [{ type: "CAA", number: "1", expiryDate }] }));

  it("is a calendar date, as in onboarding: free text is refused with onboarding's message", () => {
    for (const text of ["31/12/2099", "next year", "2099-02-30"]) {
      expect(licenceExpiring(text).error?.issues.map((issue) => issue.message), text).toEqual(["Enter a valid date"]);
    }
  });

  it("may stay empty in a draft, and a date to come is accepted", () => {
    expect(licenceExpiring("").success).toBe(true);
    expect(licenceExpiring("2099-12-31").success).toBe(true);
  });
});

describe("file addresses shown to other people", () => {
  it("takes an upload of ours, in any case", () => {
    expect(isSafeFileUrl("/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d")).toBe(true);
    expect(isSafeFileUrl("/api/documents/0B7E9C8A-4F1E-4B7A-9D2C-5E6F7A8B9C0D")).toBe(true);
  });

  it("refuses every outside address, whatever its scheme or host (security finding 3)", () => {
    for (const outside of [
      "https://attacker.example/logo.png",
      "http://169.254.169.254/latest/meta-data/",
      "HTTP://cdn.example.com/a.png",
      "//attacker.example/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d",
      "https://attacker.example/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d",
      "/api/uploads/../../x",
    ]) {
      expect(isSafeFileUrl(outside)).toBe(false);
    }
  });

  it("refuses a script address that merely contains https:// further on (the address must start with it)", () => {
    expect(isSafeFileUrl("javascript:alert(1)//https://cdn.example.com/a.png")).toBe(false);
    expect(isSafeFileUrl("data:text/html,https://x")).toBe(false);
    expect(isSafeFileUrl(" https://cdn.example.com/a.png")).toBe(false);
  });

  it("refuses an address with a space or a line break in it, and an upload path with more after the id", () => {
    expect(isSafeFileUrl("https://cdn.example.com/a.png\njavascript:alert(1)")).toBe(false);
    expect(isSafeFileUrl("https://cdn.example.com/a b.png")).toBe(false);
    expect(isSafeFileUrl("https://")).toBe(false);
    expect(isSafeFileUrl("/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d/x")).toBe(false);
    expect(isSafeFileUrl("x/api/uploads/0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d")).toBe(false);
  });
});

describe("normaliseWebsite", () => {
  it("adds https:// only to an address without a scheme", () => {
    expect(normaliseWebsite("example.com")).toBe("https://example.com");
    expect(normaliseWebsite("http://example.com")).toBe("http://example.com");
    expect(normaliseWebsite("HTTPS://example.com")).toBe("HTTPS://example.com");
    expect(normaliseWebsite("example.com/https://x")).toBe("https://example.com/https://x");
  });
});

describe("completion of the margin and bio criteria", () => {
  const others = {
    companyName: "Sky Eye",
    qualifications: ["CAA Licence"],
    licences: [{}],
    insuranceDocs: [{}],
    serviceAreas: ["Sydney"],
    portfolioItems: [{}],
  };
  const missingOf = (profile: Parameters<typeof operatorProfileCompletion>[0]) => operatorProfileCompletion(profile).missing;

  it("counts a margin from 0 to 100, as a number or stored text, and not an empty, absent or other one", () => {
    for (const defaultMargin of [0, 100, "15.00", "0"]) {
      expect(missingOf({ ...others, bio, defaultMargin }), String(defaultMargin)).toEqual([]);
    }
    for (const defaultMargin of [null, "", -1, 100.5, "abc"]) {
      expect(missingOf({ ...others, bio, defaultMargin }), String(defaultMargin)).toEqual(["defaultMargin"]);
    }
  });

  it("counts a bio of exactly the minimum length, spaces around it not included", () => {
    const exact = "x".repeat(LIMITS.bioMin);
    expect(missingOf({ ...others, defaultMargin: 15, bio: `  ${exact}  ` })).toEqual([]);
    expect(missingOf({ ...others, defaultMargin: 15, bio: `  ${exact.slice(1)}  ` })).toEqual(["bio"]);
  });

  it("clears the base city when the form sends it empty", () => {
    expect(operatorProfileSchema.parse(operatorInput({ location: "" })).location).toBeNull();
    expect(operatorProfileSchema.parse(operatorInput({ location: "perth" })).location).toBe("Perth");
  });
});
