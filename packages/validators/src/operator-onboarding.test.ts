import { describe, expect, it } from "vitest";
import { QUALIFICATIONS, qualificationLabel, SERVICE_AREA_OPTIONS } from "./constants";
import { isCalendarDate } from "./dates";
import { operatorProfileSchema } from "./profiles";
import { PLACE_NAMES, serviceAreaLabel } from "./places";
import {
  emptyOnboardingInsurance,
  emptyOnboardingLicence,
  emptyOnboardingPortfolioItem,
  operatorBasicInfoSchema,
  operatorDocumentsSchema,
  operatorOnboardingSchema,
  operatorProfileStepSchema,
  OPERATOR_ONBOARDING_STEP_LABELS,
  rejectOperatorSchema,
} from "./operator-onboarding";

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };

function messageAt(result: Result, ...path: PropertyKey[]) {
  return result.error?.issues.find((issue) => issue.path.join(".") === path.join("."))?.message;
}

const basic = {
  fullName: "Avery Pilot",
  companyName: "Sky Survey Co",
  phoneNumber: "+61 400 123 456",
  acceptTerms: true,
  acceptPrivacy: true,
};

const upload = {
  name: "licence.pdf",
  size: 1234,
  type: "application/pdf",
  url: "/api/uploads/0b7c9a52-3f1e-4d8a-9c51-2f6a0e4b8d11",
  uploadedAt: "2026-01-05T10:00:00.000Z",
};

const documents = {
  licenses: [{ type: "CAA License", number: "GBR-RP-123", expiryDate: "2027-06-30", documentUrl: upload.url, document: upload }],
  insuranceDocs: [
    { provider: "Coverdrone", policyNumber: "POL-42", coverageAmount: "$5,000,000", expiryDate: "2027-01-31", documentUrl: "" },
  ],
  competencyProof: "Ten years of commercial flying; 800 logged hours across inspection and survey work.",
};

const profile = {
  location: "sydney",
  serviceRadiusKm: "80",
  bio: "Certified remote pilot team flying inspections, surveys and aerial photography for construction, energy and real-estate clients.",
  qualifications: ["CAA Licence", "BV Training", "CAA Licence"],
  serviceAreas: ["sydney", "Melbourne", "Sydney"],
  portfolioItems: [
    { title: "Bridge survey", description: "Full photogrammetry of a steel bridge.", projectDate: "2025-09-14", media: [] },
  ],
  defaultMargin: 15,
  availability: "weekdays",
};

describe("operator onboarding steps (docs/product.md#operator-onboarding)", () => {
  it("has the progress bar labels", () => {
    expect(OPERATOR_ONBOARDING_STEP_LABELS).toEqual(["Account", "Basic Info", "Documents", "Profile", "Review"]);
  });
  it("starts a licence as a CAA License", () => {
    expect(emptyOnboardingLicence().type).toBe("CAA License");
  });
});

describe("operatorBasicInfoSchema (docs/product.md#operator-onboarding)", () => {
  it("accepts the step and trims text", () => {
    expect(operatorBasicInfoSchema.parse({ ...basic, fullName: "  Avery Pilot " }).fullName).toBe("Avery Pilot");
  });

  it("answers each rule with its message", () => {
    const bad = operatorBasicInfoSchema.safeParse({
      fullName: "A",
      companyName: " B ",
      phoneNumber: "12345",
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(messageAt(bad, "fullName")).toBe("Full name must be at least 2 characters");
    expect(messageAt(bad, "companyName")).toBe("Company name must be at least 2 characters");
    expect(messageAt(bad, "phoneNumber")).toBe("Phone number must be at least 10 characters");
    expect(messageAt(bad, "acceptTerms")).toBe("You must accept the terms and conditions");
    expect(messageAt(bad, "acceptPrivacy")).toBe("You must accept the privacy policy");
  });

  it("treats missing fields like empty ones", () => {
    const bad = operatorBasicInfoSchema.safeParse({});
    expect(messageAt(bad, "fullName")).toBe("Full name must be at least 2 characters");
    expect(messageAt(bad, "acceptTerms")).toBe("You must accept the terms and conditions");
  });
});

describe("operatorDocumentsSchema (docs/product.md#operator-onboarding)", () => {
  it("accepts licences and insurance with or without documents; an empty address is absent", () => {
    const parsed = operatorDocumentsSchema.parse(documents);
    expect(parsed.licenses[0]?.document).toEqual(upload);
    expect(parsed.insuranceDocs[0]?.documentUrl).toBeUndefined();
  });

  it("needs at least one licence and one insurance policy", () => {
    const bad = operatorDocumentsSchema.safeParse({ ...documents, licenses: [], insuranceDocs: [] });
    expect(messageAt(bad, "licenses")).toBe("Add at least one licence");
    expect(messageAt(bad, "insuranceDocs")).toBe("Add at least one insurance policy");
  });

  it("checks every field of a licence and a policy", () => {
    const bad = operatorDocumentsSchema.safeParse({
      licenses: [{ type: " ", number: "", expiryDate: "" }],
      insuranceDocs: [{ provider: "", policyNumber: "", coverageAmount: "", expiryDate: "2027-02-30" }],
      competencyProof: "Too short",
    });
    expect(messageAt(bad, "licenses", 0, "type")).toBe("Licence type is required");
    expect(messageAt(bad, "licenses", 0, "number")).toBe("Licence number is required");
    expect(messageAt(bad, "licenses", 0, "expiryDate")).toBe("Expiry date is required");
    expect(messageAt(bad, "insuranceDocs", 0, "provider")).toBe("Insurance provider is required");
    expect(messageAt(bad, "insuranceDocs", 0, "policyNumber")).toBe("Policy number is required");
    expect(messageAt(bad, "insuranceDocs", 0, "coverageAmount")).toBe("Coverage amount is required");
    expect(messageAt(bad, "insuranceDocs", 0, "expiryDate")).toBe("Enter a valid date");
    expect(messageAt(bad, "competencyProof")).toBe("Proof of competency must be at least 50 characters");
  });

  it("refuses document addresses that are not uploads or web addresses", () => {
    const bad = operatorDocumentsSchema.safeParse({
      ...documents,
      licenses: [{ ...documents.licenses[0], documentUrl: "javascript:alert(1)" }],
    });
    expect(messageAt(bad, "licenses", 0, "documentUrl")).toBe("Please upload the file again");
  });
});

describe("operatorProfileStepSchema (docs/product.md#operator-onboarding)", () => {
  it("accepts the step and removes duplicate choices", () => {
    expect(operatorProfileStepSchema.parse(profile)).toMatchObject({
      qualifications: ["CAA Licence", "BV Training"],
      serviceAreas: ["Sydney", "Melbourne"],
    });
  });

  it("answers each rule with its message", () => {
    const bad = operatorProfileStepSchema.safeParse({
      bio: "Short bio",
      qualifications: [],
      serviceAreas: [],
      portfolioItems: [],
      defaultMargin: 4,
      availability: "",
    });
    expect(messageAt(bad, "bio")).toBe("Bio must be at least 100 characters");
    expect(messageAt(bad, "qualifications")).toBe("Please select at least one qualification");
    expect(messageAt(bad, "serviceAreas")).toBe("Please select at least one service area");
    expect(messageAt(bad, "portfolioItems")).toBe("Add at least one portfolio item");
    expect(messageAt(bad, "defaultMargin")).toBe("Default margin must be between 5 and 50");
    expect(messageAt(bad, "availability")).toBe("Please select your availability");
  });

  it("stores the base city as the list writes it, and a whole-km service radius up to 300", () => {
    expect(operatorProfileStepSchema.parse(profile)).toMatchObject({ location: "Sydney", serviceRadiusKm: 80 });
    const atlantis = operatorProfileStepSchema.safeParse({ ...profile, location: "Atlantis" });
    expect(messageAt(atlantis, "location")).toBe("Please choose a place from the list");
    const far = operatorProfileStepSchema.safeParse({ ...profile, serviceRadiusKm: 301 });
    expect(messageAt(far, "serviceRadiusKm")).toBe("Service radius must be between 1 and 300 km");
  });

  it("keeps the margin inside 5 to 50 and needs a number", () => {
    expect(operatorProfileStepSchema.safeParse({ ...profile, defaultMargin: 5 }).success).toBe(true);
    expect(operatorProfileStepSchema.safeParse({ ...profile, defaultMargin: 50 }).success).toBe(true);
    expect(messageAt(operatorProfileStepSchema.safeParse({ ...profile, defaultMargin: 50.5 }), "defaultMargin")).toBe(
      "Default margin must be between 5 and 50",
    );
    expect(messageAt(operatorProfileStepSchema.safeParse({ ...profile, defaultMargin: Number.NaN }), "defaultMargin")).toBe(
      "Default margin is required",
    );
  });

  it("takes only the spec's value sets", () => {
    const bad = operatorProfileStepSchema.safeParse({
      ...profile,
      qualifications: ["astronaut"],
      serviceAreas: ["weddings"],
      availability: "never",
    });
    expect(messageAt(bad, "qualifications", 0)).toBe("Please select at least one qualification");
    expect(messageAt(bad, "serviceAreas", 0)).toBe("Please choose a place from the list");
    expect(messageAt(bad, "availability")).toBe("Please select your availability");
  });

  it("stores the base city as the list writes it, and a whole-km service radius up to 300", () => {
    expect(operatorProfileStepSchema.parse(profile)).toMatchObject({ location: "Sydney", serviceRadiusKm: 80 });
    const atlantis = operatorProfileStepSchema.safeParse({ ...profile, location: "Atlantis" });
    expect(messageAt(atlantis, "location")).toBe("Please choose a place from the list");
    const far = operatorProfileStepSchema.safeParse({ ...profile, serviceRadiusKm: 301 });
    expect(messageAt(far, "serviceRadiusKm")).toBe("Service radius must be between 1 and 300 km");
  });

  it("checks each portfolio item", () => {
    const bad = operatorProfileStepSchema.safeParse({
      ...profile,
      portfolioItems: [{ title: "", description: "", projectDate: "" }],
    });
    expect(messageAt(bad, "portfolioItems", 0, "title")).toBe("Project title is required");
    expect(messageAt(bad, "portfolioItems", 0, "description")).toBe("Project description is required");
    expect(messageAt(bad, "portfolioItems", 0, "projectDate")).toBe("Project date is required");
  });

  it("caps the bio at the profile's 500 characters", () => {
    expect(messageAt(operatorProfileStepSchema.safeParse({ ...profile, bio: "x".repeat(501) }), "bio")).toBe(
      "Bio cannot exceed 500 characters",
    );
  });
});

describe("operatorOnboardingSchema (the merged payload)", () => {
  it("is the three steps together", () => {
    const parsed = operatorOnboardingSchema.parse({ ...basic, ...documents, ...profile });
    expect(parsed).toMatchObject({ companyName: "Sky Survey Co", defaultMargin: 15, availability: "weekdays" });
    expect(parsed.portfolioItems[0]?.media).toEqual([]);
  });
});

describe("rejectOperatorSchema", () => {
  it("needs a reason of at least 10 characters", () => {
    expect(messageAt(rejectOperatorSchema.safeParse({ userId: "u1", reason: " too short " }), "reason")).toBe(
      "Reason must be at least 10 characters",
    );
    expect(rejectOperatorSchema.safeParse({ userId: "u1", reason: "Insurance certificate expired" }).success).toBe(true);
  });
});

describe("isCalendarDate", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("31/12/2027")).toBe(false);
  });
});

describe("one vocabulary for onboarding, the editor and display (issue 11 §4)", () => {
  it("onboarding offers the editor's qualifications and cities, and stores their values", () => {
    const parsed = operatorProfileStepSchema.parse({
      ...profile,
      qualifications: QUALIFICATIONS.map((q) => q.value),
      serviceAreas: SERVICE_AREA_OPTIONS.map((a) => a.value),
    });
    expect(parsed.qualifications).toEqual(QUALIFICATIONS.map((q) => q.value));
    expect(parsed.serviceAreas).toEqual(SERVICE_AREA_OPTIONS.map((a) => a.value));
    expect(SERVICE_AREA_OPTIONS.every((a) => (PLACE_NAMES as readonly string[]).includes(a.value))).toBe(true);
  });

  it("onboarding refuses the old slugs and service categories", () => {
    const old = operatorProfileStepSchema.safeParse({ ...profile, qualifications: ["commercial-pilot"], serviceAreas: ["inspection"] });
    expect(messageAt(old, "qualifications", 0)).toBe("Please select at least one qualification");
    expect(messageAt(old, "serviceAreas", 0)).toBe("Please choose a place from the list");
  });

  it("the editor stores presets by value, custom qualifications as typed, and service areas as places", () => {
    const saved = operatorProfileSchema.parse({
      companyName: "Harbour Drones",
      bio: "x".repeat(60),
      defaultMargin: 15,
      qualifications: ["caa licence", "Night Operations Endorsement"],
      serviceAreas: ["hong kong", "Sydney"],
    });
    expect(saved.qualifications).toEqual(["CAA Licence", "Night Operations Endorsement"]);
    expect(saved.serviceAreas).toEqual(["Hong Kong", "Sydney"]);
    const category = operatorProfileSchema.safeParse({ companyName: "Harbour Drones", bio: "x".repeat(60), defaultMargin: 15, serviceAreas: ["inspection"] });
    expect(messageAt(category, "serviceAreas", 0)).toBe("Please choose a place from the list");
  });

  it("display reads a stored value as its label, and a custom qualification as typed", () => {
    expect(QUALIFICATIONS.map((q) => qualificationLabel(q.value))).toEqual(QUALIFICATIONS.map((q) => q.label));
    expect(qualificationLabel("Night Operations Endorsement")).toBe("Night Operations Endorsement");
    expect(serviceAreaLabel("Hong Kong")).toBe("Hong Kong");
  });
});

describe("new rows of the onboarding form", () => {
  it("start empty, the licence as a CAA License", () => {
    expect(emptyOnboardingLicence()).toEqual({ type: "CAA License", number: "", expiryDate: "", documentUrl: "", document: null });
    expect(emptyOnboardingInsurance()).toEqual({
      provider: "",
      policyNumber: "",
      coverageAmount: "",
      expiryDate: "",
      documentUrl: "",
      document: null,
    });
    expect(emptyOnboardingPortfolioItem()).toEqual({ title: "", description: "", projectDate: "", imageUrl: "", media: [] });
  });

  it("are new objects each time, so one row's edits never show in another", () => {
    const first = emptyOnboardingPortfolioItem();
    expect(emptyOnboardingPortfolioItem()).not.toBe(first);
    expect(emptyOnboardingPortfolioItem().media).not.toBe(first.media);
  });
});
