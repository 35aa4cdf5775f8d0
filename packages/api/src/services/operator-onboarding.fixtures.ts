/** FOR TESTS ONLY: a complete operator onboarding payload (docs/product.md#operator-onboarding), as the form sends it. */
import { randomUUID } from "node:crypto";
import { uploads, type Executor } from "@skyhire/db";
import { uploadUrl, type OperatorOnboardingInput, type UploadedFile } from "@skyhire/validators";

export interface OnboardingFiles {
  licence: UploadedFile;
  image: UploadedFile;
}

/** Two uploads of `ownerId` (a licence PDF and a portfolio image), recorded as the upload route does. */
export async function makeOnboardingUploads(db: Executor, ownerId: string): Promise<OnboardingFiles> {
  const make = async (name: string, type: string, purpose: string): Promise<UploadedFile> => {
    const id = randomUUID();
    const [row] = await db
      .insert(uploads)
      .values({ id, ownerId, storageKey: `${purpose}/test/${id}`, originalName: name, contentType: type, size: 2048, purpose })
      .returning({ createdAt: uploads.createdAt });
    return { name, size: 2048, type, url: uploadUrl(id, purpose), uploadedAt: (row?.createdAt ?? new Date()).toISOString() };
  };
  return {
    licence: await make("caa-licence.pdf", "application/pdf", "licence"),
    image: await make("roof.png", "image/png", "portfolio"),
  };
}

export function onboardingPayload(
  overrides: Partial<OperatorOnboardingInput> = {},
  files?: OnboardingFiles,
): OperatorOnboardingInput {
  return {
    fullName: "Avery Pilot",
    companyName: "Avery Aerial Surveys",
    location: "London",
    serviceRadiusKm: 80,
    phoneNumber: "+44 20 7946 0958",
    acceptTerms: true,
    acceptPrivacy: true,
    licenses: [
      {
        type: "CAA License",
        number: "GBR-RP-0042",
        expiryDate: "2027-06-30",
        ...(files ? { documentUrl: files.licence.url, document: files.licence } : {}),
      },
    ],
    insuranceDocs: [
      { provider: "Coverdrone", policyNumber: "CD-778812", coverageAmount: "£5,000,000", expiryDate: "2027-01-31", documentUrl: "" },
    ],
    competencyProof: "CAA GVC holder since 2019 with 900 logged commercial hours on inspection and survey work.",
    bio: "We are a certified drone team flying roof and facade inspections, land surveys and aerial photography across the south of England.",
    qualifications: ["CAA Licence", "Surveying Certification"],
    serviceAreas: ["London", "Paris"],
    portfolioItems: [
      {
        title: "Warehouse roof survey",
        description: "Thermal and RGB survey of a 20,000 m² roof.",
        projectDate: "2025-10-02",
        media: files ? [files.image] : [],
      },
    ],
    defaultMargin: 15,
    availability: "weekdays",
    ...overrides,
  };
}
