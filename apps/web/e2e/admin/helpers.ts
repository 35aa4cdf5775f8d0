import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { pdfFile, pngFile } from "../upload-files";
import { DEMO_PASSWORD, signIn } from "../session";
export { DEMO_PASSWORD, signIn, signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";

export { pdfFile, pngFile };

export const DEMO = {
  customer: "customer@skyhire.dev",
  operator: "operator@skyhire.dev",
  admin: "admin@skyhire.dev",
} as const;
/** A seeded, approved operator whose licence has expired (packages/db/src/seed/operators.ts). */
export const EXPIRED_OPERATOR = { email: "ops.pasig-skyview-drones@skyhire.dev", company: "Pasig Skyview Drones" };

export const NEW_PASSWORD = "e2e-admin-flow-1";

export function uniqueLabel(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A page in a browser context of its own (its own cookies: another person). */
export async function pageAs(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

interface UploadedFile {
  name: string;
  size: number;
  type: string;
  url: string;
  uploadedAt: string;
}

async function upload(request: APIRequestContext, purpose: string, file: ReturnType<typeof pngFile>): Promise<UploadedFile> {
  const response = await request.post("/api/uploads", { multipart: { purpose, file } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedFile;
}

function isoDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface OnboardedOperator {
  page: Page;
  email: string;
  company: string;
  userId: string;
  licenceNumber: string;
  policyNumber: string;
  licence: UploadedFile;
  insurance: UploadedFile;
}

/**
 * A new account that onboards through the API as the onboarding pages do (POST /api/auth/register,
 * POST /api/uploads for its licence picture, insurance PDF and portfolio image, POST
 * /api/operator-profile), signed in in a browser context of its own. It ends pending approval.
 */
export async function onboardNewOperator(browser: Browser, label: string): Promise<OnboardedOperator> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const request = context.request;
  const id = uniqueLabel(label);
  // Registration stores addresses in lower case.
  const email = `e2e-admin-${id}@example.test`.toLowerCase();
  const company = `${label} Aerial ${id.slice(-4).toUpperCase()}`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, NEW_PASSWORD);

  const licence = await upload(request, "licence", pngFile("caa-licence-scan.png"));
  const insurance = await upload(request, "insurance", pdfFile("insurance-certificate.pdf"));
  const image = await upload(request, "portfolio", pngFile("roof.png"));
  const licenceNumber = `GBR-RP-${id.slice(-6).toUpperCase()}`;
  const policyNumber = `CD-${id.slice(-6).toUpperCase()}`;
  const submitted = await request.post("/api/operator-profile", {
    data: {
      fullName: "Avery Pilot",
      companyName: company,
      phoneNumber: "+44 20 7946 0958",
      acceptTerms: true,
      acceptPrivacy: true,
      licenses: [
        { type: "CAA License", number: licenceNumber, expiryDate: isoDays(400), documentUrl: licence.url, document: licence },
      ],
      insuranceDocs: [
        {
          provider: "Coverdrone",
          policyNumber,
          coverageAmount: "£5,000,000",
          expiryDate: isoDays(300),
          documentUrl: insurance.url,
          document: insurance,
        },
      ],
      competencyProof: "CAA GVC holder since 2019 with 900 logged commercial hours on inspection and survey work.",
      bio: "We are a certified drone team flying roof and facade inspections, land surveys and aerial photography across the south of England.",
      qualifications: ["CAA Licence", "Surveying Certification"],
      serviceAreas: ["London", "Paris"],
      portfolioItems: [
        { title: "Warehouse roof survey", description: "Thermal and RGB survey of a 20,000 m² roof.", projectDate: "2025-10-02", media: [image] },
      ],
      defaultMargin: 15,
      availability: "weekdays",
      location: "London",
      serviceRadiusKm: 80,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const body = (await submitted.json()) as { userId: string; approvalStatus: string };
  expect(body.approvalStatus).toBe("pending");
  return { page, email, company, userId: body.userId, licenceNumber, policyNumber, licence, insurance };
}

/** The one toast on screen. */
export async function expectToast(page: Page, title: string) {
  await expect(page.locator('[data-slot="toast"]')).toContainText(title);
}

