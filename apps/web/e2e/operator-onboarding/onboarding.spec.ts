import { expect, request as playwrightRequest, test } from "../fixtures";
import {
  ADMIN,
  expectMessage,
  expectNoHorizontalScroll,
  expectStep,
  expectToast,
  linkFromOutbox,
  PASSWORD,
  pdfFile,
  pngFile,
  registerAndSignIn,
  signInThroughApi,
  uniqueEmail,
} from "./helpers";

/**
 * Operator onboarding (docs/product.md#operator-onboarding): account, basic info, documents with real uploads, profile,
 * review; the spec's messages at each step; typing that survives a reload and Back; the
 * verification e-mail read from /dev/outbox; an admin's approval. Production build, fresh seeded
 * database, mails in the development outbox.
 */

const BIO =
  "Certified drone team flying roof and facade inspections, land surveys and aerial photography for builders and estate agents.";
const COMPETENCY = "CAA GVC holder since 2019 with 900 logged commercial hours of inspection and survey flights.";

test("a new operator goes through all five steps with real documents and ends pending approval", async ({ page, baseURL }) => {
  // The whole onboarding in one test, about a hundred steps with uploads and reloads: 28 s alone,
  // over 60 s on a loaded CI machine. Playwright's slow mark gives it three times the default 60 s.
  test.slow();
  const email = uniqueEmail("journey");
  const main = page.getByRole("main");

  // Step 1: Create Your Account — the progress bar, each rule's message, then the account.
  await page.goto("/onboarding/operator");
  await expectStep(page, 1);
  const progress = page.getByRole("navigation", { name: "Onboarding progress" });
  for (const label of ["Account", "Basic Info", "Documents", "Profile", "Review"]) {
    await expect(progress.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await main.getByLabel("Email", { exact: true }).fill("not-an-email");
  await main.getByLabel("Password", { exact: true }).fill("short");
  await main.getByLabel("Confirm Password", { exact: true }).fill("short");
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectMessage(page, "Email", "Invalid email address");
  await expectMessage(page, "Password", "Password must be at least 8 characters");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(`${PASSWORD}-typo`);
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectMessage(page, "Confirm Password", "Passwords don't match");
  await expectStep(page, 1);

  await main.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account Created", "Please check your email for verification link");
  await expectStep(page, 2);
  // Signed in: the session is the new account's.
  const me = await page.context().request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email, role: "customer" });
  // Passwords never reach local storage.
  expect(JSON.stringify(await page.evaluate(() => ({ ...window.localStorage })))).not.toContain(PASSWORD);

  // Step 2: Basic Information — the messages, then typing that survives a reload.
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  await main.getByLabel("Full Name").fill("A");
  await main.getByLabel("Company Name").fill("B");
  await main.getByLabel("Phone Number").fill("12345");
  await main.getByRole("button", { name: "Continue" }).click();
  await expectMessage(page, "Full Name", "Full name must be at least 2 characters");
  await expectMessage(page, "Company Name", "Company name must be at least 2 characters");
  await expectMessage(page, "Phone Number", "Phone number must be at least 10 characters");
  await expectMessage(page, "I accept the Terms of Service", "You must accept the terms and conditions");
  await expectMessage(page, "I accept the Privacy Policy", "You must accept the privacy policy");
  await expectStep(page, 2);

  await main.getByLabel("Full Name").fill("Avery Pilot");
  await main.getByLabel("Company Name").fill("Avery Aerial Surveys");
  await main.getByLabel("Phone Number").fill("+44 20 7946 0958");
  await main.getByLabel("I accept the Terms of Service").check();
  await page.reload();
  await expectStep(page, 2);
  await expect(main.getByLabel("Full Name")).toHaveValue("Avery Pilot");
  await expect(main.getByLabel("Company Name")).toHaveValue("Avery Aerial Surveys");
  await expect(main.getByLabel("Phone Number")).toHaveValue("+44 20 7946 0958");
  await expect(main.getByLabel("I accept the Terms of Service")).toBeChecked();
  await main.getByLabel("I accept the Privacy Policy").check();
  await main.getByRole("button", { name: "Continue" }).click();

  // Step 3: Documentation — the messages, real uploads, a reload and Back.
  await expectStep(page, 3);
  await expect(page.getByRole("heading", { name: "Documentation" })).toBeVisible();
  const licence = main.getByRole("group", { name: "Licence 1" });
  const insurance = main.getByRole("group", { name: "Insurance 1" });
  await expect(licence.getByLabel("Licence Type")).toHaveValue("CAA License");
  await main.getByRole("button", { name: "Continue" }).click();
  await expectMessage(page, "Licence Number", "Licence number is required", licence);
  await expectMessage(page, "Expiry Date", "Expiry date is required", licence);
  await expectMessage(page, "Insurance Provider", "Insurance provider is required", insurance);
  await expectMessage(page, "Policy Number", "Policy number is required", insurance);
  await expectMessage(page, "Coverage Amount", "Coverage amount is required", insurance);
  await expectMessage(page, "Proof of Competency", "Proof of competency must be at least 50 characters");
  await expectStep(page, 3);

  await licence.getByLabel("Licence Number").fill("GBR-RP-0042");
  await licence.getByLabel("Expiry Date").fill("2028-06-30");
  await main.getByLabel("Licence 1 document").setInputFiles(pdfFile("caa-licence.pdf"));
  await expect(licence.getByRole("link", { name: "caa-licence.pdf" })).toBeVisible();
  await insurance.getByLabel("Insurance Provider").fill("Coverdrone");
  await insurance.getByLabel("Policy Number").fill("CD-778812");
  await insurance.getByLabel("Coverage Amount").fill("£5,000,000");
  await insurance.getByLabel("Expiry Date").fill("2028-01-31");
  await main.getByLabel("Insurance 1 certificate").setInputFiles(pngFile("insurance-certificate.png"));
  await expect(insurance.getByRole("link", { name: "insurance-certificate.png" })).toBeVisible();
  await main.getByLabel("Proof of Competency").fill(COMPETENCY);

  await page.reload();
  await expectStep(page, 3);
  await expect(licence.getByLabel("Licence Number")).toHaveValue("GBR-RP-0042");
  await expect(insurance.getByLabel("Coverage Amount")).toHaveValue("£5,000,000");
  await expect(licence.getByRole("link", { name: "caa-licence.pdf" })).toBeVisible();
  await expect(main.getByLabel("Proof of Competency")).toHaveValue(COMPETENCY);

  await main.getByRole("button", { name: "Back" }).click();
  await expectStep(page, 2);
  await expect(main.getByLabel("Full Name")).toHaveValue("Avery Pilot");
  await expect(main.getByLabel("I accept the Privacy Policy")).toBeChecked();
  await main.getByRole("button", { name: "Continue" }).click();
  await expectStep(page, 3);
  await expect(licence.getByLabel("Licence Number")).toHaveValue("GBR-RP-0042");
  await main.getByRole("button", { name: "Continue" }).click();

  // Step 4: Setup Your Profile — the messages, a portfolio image, then Submit for Review.
  await expectStep(page, 4);
  await expect(page.getByRole("heading", { name: "Setup Your Profile" })).toBeVisible();
  await expect(main.getByLabel("Default Margin (%)")).toHaveValue("15");
  await main.getByLabel("Professional Bio").fill("Too short a bio.");
  await main.getByLabel("Default Margin (%)").fill("60");
  await main.getByRole("button", { name: "Submit for Review" }).click();
  await expectMessage(page, "Professional Bio", "Bio must be at least 100 characters");
  await expect(main.getByRole("group", { name: "Qualifications" })).toContainText("Please select at least one qualification");
  await expect(main.getByRole("group", { name: "Service Areas" })).toContainText("Please select at least one service area");
  const item = main.getByRole("group", { name: "Portfolio Item 1" });
  await expectMessage(page, "Project Title", "Project title is required", item);
  await expectMessage(page, "Project Date", "Project date is required", item);
  await expectMessage(page, "Project Description", "Project description is required", item);
  await expectMessage(page, "Default Margin (%)", "Default margin must be between 5 and 50");
  await expectMessage(page, "Availability", "Please select your availability");
  await expectMessage(page, "Base city", "Please choose the city you work from");
  await expectStep(page, 4);

  await main.getByLabel("Professional Bio").fill(BIO);
  // One vocabulary with the profile editor (issue 11 §4): its qualifications and its cities.
  const offeredAreas = main.getByRole("group", { name: "Service Areas" });
  await expect(offeredAreas.getByLabel("Inspection")).toHaveCount(0);
  await main.getByRole("group", { name: "Qualifications" }).getByLabel("CAA Licence", { exact: true }).check();
  await main.getByRole("group", { name: "Qualifications" }).getByLabel("Surveying Certification", { exact: true }).check();
  await offeredAreas.getByLabel("Sydney", { exact: true }).check();
  await offeredAreas.getByLabel("Melbourne", { exact: true }).check();
  await item.getByLabel("Project Title").fill("Warehouse roof survey");
  await item.getByLabel("Project Date").fill("2025-10-02");
  await item.getByLabel("Project Description").fill("Thermal and RGB survey of a 20,000 m² roof.");
  await main.getByLabel("Portfolio Item 1 images").setInputFiles([pngFile("roof-north.png"), pngFile("roof-south.png")]);
  await expect(item.getByRole("img", { name: "roof-south.png" })).toBeVisible();
  await main.getByLabel("Default Margin (%)").fill("20");
  await main.getByLabel("Availability").selectOption("weekdays");
  await main.getByLabel("Base city").selectOption("Sydney");
  await main.getByLabel("Service radius").selectOption("100");
  await page.reload();
  await expectStep(page, 4);
  await expect(main.getByLabel("Professional Bio")).toHaveValue(BIO);
  await expect(item.getByRole("img", { name: "roof-north.png" })).toBeVisible();
  await expect(main.getByLabel("Availability")).toHaveValue("weekdays");
  await expect(main.getByLabel("Base city")).toHaveValue("Sydney");
  await page.screenshot({ path: test.info().outputPath("step-4-profile.png"), fullPage: true });
  await main.getByRole("button", { name: "Submit for Review" }).click();

  // Step 5: Under Review.
  await expectToast(page, "Profile Submitted", "Your profile is under review by our admin team");
  await expectStep(page, 5);
  await expect(page.getByRole("heading", { name: "Under Review" })).toBeVisible();
  await expect(main.getByText("Pending Approval")).toBeVisible();
  await expect(main.getByText(/send you an e-mail as soon as your profile is approved/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  await page.screenshot({ path: test.info().outputPath("step-5-review.png"), fullPage: true });

  // What the server stored: pending, the operator role, and the uploaded documents themselves.
  const request = page.context().request;
  const profile = (await (await request.get("/api/operator-profile")).json()) as {
    approvalStatus: string;
    values: {
      licenses: { number: string; document: { name: string; url: string } }[];
      insuranceDocs: { document: { name: string } }[];
      portfolioItems: { media: { name: string }[] }[];
      defaultMargin: number;
      qualifications: string[];
      serviceAreas: string[];
    };
  };
  expect(profile.approvalStatus).toBe("pending");
  expect(profile.values.licenses[0]).toMatchObject({ number: "GBR-RP-0042", document: { name: "caa-licence.pdf" } });
  expect(profile.values.insuranceDocs[0]?.document.name).toBe("insurance-certificate.png");
  expect(profile.values.portfolioItems[0]?.media.map((m) => m.name)).toEqual(["roof-north.png", "roof-south.png"]);
  expect(profile.values).toMatchObject({
    defaultMargin: 20,
    qualifications: ["CAA Licence", "Surveying Certification"],
    serviceAreas: ["Melbourne", "Sydney"],
  });
  const document = await request.get(profile.values.licenses[0]?.document.url ?? "");
  expect(document.status()).toBe(200);
  expect((await document.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await (await request.get("/api/auth/user")).json()).toMatchObject({ role: "operator" });

  // Go to Dashboard leads home (docs/product.md#operator-onboarding); the operator dashboard there shows the approval state.
  await main.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Operator Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/operator$/);
  await expect(page.getByTestId("approval-pending")).toContainText("Pending Approval");

  // The verification e-mail, read from the development outbox: its link verifies the address once.
  const link = await linkFromOutbox(page, email, "Verify your Skyhire email address", "/api/auth/verify-email?token=");
  expect(link.startsWith(`${baseURL}/api/auth/verify-email?token=`)).toBe(true);
  await page.screenshot({ path: test.info().outputPath("dev-outbox.png") });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
  await expect(page.getByText("Your email address has been verified. Thank you!")).toBeVisible();
  expect(await (await request.get("/api/operator-profile")).json()).toMatchObject({ emailVerified: true });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page.getByText("This verification link is invalid or has already been used.")).toBeVisible();

  // An admin approves; the operator is told by e-mail.
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signInThroughApi(admin, ADMIN.email, ADMIN.password);
    const me = (await (await request.get("/api/auth/user")).json()) as { id: string };
    const refused = await request.post(`/api/admin/operators/${me.id}/approve`);
    expect(refused.status()).toBe(403);
    const approved = await admin.post(`/api/admin/operators/${me.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await linkFromOutbox(page, email, "Your Skyhire operator profile is approved", "/dashboard/operator");
  await page.goto("/onboarding/operator?step=5");
  await expect(main.getByText("Approved", { exact: true })).toBeVisible();

  // What onboarding picked reads as labels in public: on a listing's operator card and the operator page.
  const listingTitle = `Onboarded roof survey ${Date.now()}`;
  const created = await request.post("/api/listings", {
    data: { title: listingTitle, description: "Thermal and RGB roof survey with a written report.", category: "Inspection", price: "650", requirements: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: listingId } = (await created.json()) as { id: string };
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByTestId("operator-qualifications").getByRole("listitem")).toHaveText(["CAA Licence", "Surveying Certification"]);
  const { id: operatorId } = (await (await request.get("/api/auth/user")).json()) as { id: string };
  await page.goto(`/operators/${operatorId}`);
  await expect(page.getByTestId("operator-page-qualifications").getByRole("listitem")).toHaveText(["CAA Licence", "Surveying Certification"]);

  // The profile editor shows the same choices ticked, nothing else, and counts them.
  await page.goto("/dashboard/operator/profile");
  const editorQualifications = page.getByRole("group", { name: "Qualifications" });
  const editorAreas = page.getByRole("group", { name: "Service Areas" });
  await expect(editorQualifications.getByLabel("CAA Licence", { exact: true })).toBeChecked();
  await expect(editorQualifications.getByLabel("Surveying Certification", { exact: true })).toBeChecked();
  await expect(editorQualifications.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Custom qualifications" })).toHaveCount(0);
  await expect(editorAreas.getByLabel("Sydney", { exact: true })).toBeChecked();
  await expect(editorAreas.getByLabel("Melbourne", { exact: true })).toBeChecked();
  await expect(editorAreas.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(page.getByTestId("profile-completion")).toContainText("100%");
});

test("a taken e-mail shows Registration Failed with the server's message", async ({ page }) => {
  const email = uniqueEmail("taken");
  const created = await page.context().request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/onboarding/operator");
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Registration Failed", "409: An account with this email already exists");
  await expectStep(page, 1);
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue(email);
});

test("steps 2 to 5 ask a signed-out visitor to create an account or sign in", async ({ page }) => {
  await page.goto("/onboarding/operator?step=3");
  await expectStep(page, 3);
  const main = page.getByRole("main");
  await expect(main.getByText("Please create your account or sign in to continue with onboarding.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/api/login?returnTo=%2Fonboarding%2Foperator%3Fstep%3D3",
  );
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectStep(page, 1);
});

test("a bad verification link says so, without an error page", async ({ page }) => {
  const response = await page.goto("/api/auth/verify-email?token=not-a-real-token");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page.getByText("This verification link is invalid or has already been used.")).toBeVisible();
  await page.goto("/api/auth/verify-email");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
});

test("every step renders at 375 px without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/onboarding/operator");
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await registerAndSignIn(page, uniqueEmail("narrow"));
  for (const [step, heading] of [
    [2, "Basic Information"],
    [3, "Documentation"],
    [4, "Setup Your Profile"],
    [5, "Under Review"],
  ] as const) {
    await page.goto(`/onboarding/operator?step=${step}`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto("/onboarding/operator?step=3");
  await page.getByRole("main").getByRole("button", { name: "Add Licence" }).click();
  await expect(page.getByRole("group", { name: "Licence 2" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("operator-onboarding-375.png"), fullPage: true });
});
