import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import { failureText } from "./errors";
import { loginUrl, parseStep, stepUrl } from "./steps";
import { documentsDraftSchema, emptyDrafts, profileDraftSchema } from "./storage";

describe("failureText (docs/product.md#errors: status, colon, space, server message)", () => {
  it("takes the message out of the REST adapter's JSON body", () => {
    const error = new HttpError(409, JSON.stringify({ message: "An account with this email already exists" }));
    expect(failureText(error)).toBe("409: An account with this email already exists");
  });

  it("shows any other body as it came, and the status text when empty", () => {
    expect(failureText(new HttpError(502, "Bad gateway from proxy"))).toBe("502: Bad gateway from proxy");
    expect(failureText(new HttpError(500, "", "Internal Server Error"))).toBe("500: Internal Server Error");
  });

  it("reads a tRPC failure the same way", () => {
    const error = TRPCClientError.from({ error: { message: "Unauthorized", code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } } });
    expect(failureText(error)).toBe("401: Unauthorized");
  });
});

describe("steps in the URL", () => {
  it("keeps 1..5 and falls back to step 1", () => {
    expect(parseStep("4")).toBe(4);
    expect([parseStep(null), parseStep("0"), parseStep("6"), parseStep("2.5"), parseStep("x")]).toEqual([1, 1, 1, 1, 1]);
    expect(stepUrl(3)).toBe("/onboarding/operator?step=3");
    expect(loginUrl(2)).toBe("/api/login?returnTo=%2Fonboarding%2Foperator%3Fstep%3D2");
  });
});

describe("drafts", () => {
  it("start as empty forms with one licence (a CAA License), one policy, one portfolio item and a 15% margin", () => {
    const drafts = emptyDrafts();
    expect(drafts.basic).toEqual({ fullName: "", companyName: "", phoneNumber: "", acceptTerms: false, acceptPrivacy: false });
    expect(drafts.documents.licenses).toEqual([{ type: "CAA License", number: "", expiryDate: "", documentUrl: "", document: null }]);
    expect(drafts.documents.insuranceDocs).toHaveLength(1);
    expect(drafts.profile.portfolioItems).toHaveLength(1);
    expect(drafts.profile.defaultMargin).toBe(15);
  });

  it("read a damaged draft as empty fields instead of failing", () => {
    const documents = documentsDraftSchema.parse({ licenses: "oops", competencyProof: 42 });
    expect(documents.licenses).toHaveLength(1);
    expect(documents.competencyProof).toBe("");
    // An emptied margin is stored as null (JSON has no NaN) and comes back as the default.
    expect(profileDraftSchema.parse({ defaultMargin: null, qualifications: ["CAA Licence"] })).toMatchObject({
      defaultMargin: 15,
      qualifications: ["CAA Licence"],
    });
  });

  it("drop a draft's choices that are no longer offered (the old slugs and service categories)", () => {
    const draft = profileDraftSchema.parse({ qualifications: ["remote-pilot", "BV Training"], serviceAreas: ["inspection", "Sydney"] });
    expect(draft).toMatchObject({ qualifications: ["BV Training"], serviceAreas: ["Sydney"] });
  });
});
