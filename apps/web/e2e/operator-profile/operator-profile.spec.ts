import { expect, request as playwrightRequest, test, type Page } from "../fixtures";
import { minimalPdf, oversizedPng, solidPng } from "./fixtures";
import {
  chooseFiles,
  EDITOR_PATH,
  expectNoHorizontalScroll,
  OPERATOR,
  pathIs,
  publicListingTotal,
  signIn,
  signInAsNewCustomer,
  toast,
  VALID_BIO,
} from "./helpers";

/**
 * The operator profile editor (docs/product.md#operator-profile-editor) at /dashboard/operator/profile and
 * /become-operator, with real uploads through /api/uploads. Production build, fresh seeded database.
 */

const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f-]{36}$/;
/** Licences and insurance are downloads from a path of their own. */
const DOCUMENT_URL = /^\/api\/documents\/[0-9a-f-]{36}$/;

/** True once the browser has decoded the image (a real picture came back from its address). */
async function imageLoaded(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test("the demo operator uploads files, saves a draft, publishes, and sees it all after a reload", async ({
  page,
  baseURL,
}) => {
  await signIn(page, OPERATOR.email, OPERATOR.password);
  const api = page.context().request;
  const listedWhenPublished = await publicListingTotal(api);

  await page.goto(EDITOR_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Operator Profile");
  await expect(page.getByLabel("Company Name")).toHaveValue(OPERATOR.company);

  // Website without a scheme: https:// is put in front.
  await page.getByLabel("Website").fill("chen-aerial.example.com");
  await page.getByLabel("Website").blur();
  await expect(page.getByLabel("Website")).toHaveValue("https://chen-aerial.example.com");

  // Logo: uploaded for real, previewed from the address the server gave it.
  await chooseFiles(page.getByLabel("Upload Logo"), {
    name: "chen-logo.png",
    mimeType: "image/png",
    buffer: solidPng(8, 8, [20, 90, 200]),
  });
  const logo = page.getByRole("img", { name: "Company logo preview" });
  await expect(logo).toHaveAttribute("src", UPLOAD_URL);
  await expect.poll(() => imageLoaded(page, 'img[alt="Company logo preview"]')).toBe(true);
  const logoUrl = (await logo.getAttribute("src")) ?? "";
  const served = await api.get(logoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  // A new portfolio item with an uploaded picture.
  await page.getByRole("button", { name: "Add Portfolio Item" }).click();
  const newItem = page.getByRole("listitem", { name: /^Portfolio item \d+$/ }).last();
  await newItem.getByLabel("Project Title").fill("Harbour bridge inspection");
  await newItem.getByLabel("Project Description").fill("Close-range survey of bridge bearings.");
  await chooseFiles(newItem.getByLabel("Add Media"), {
    name: "bridge.png",
    mimeType: "image/png",
    buffer: solidPng(16, 9, [200, 120, 30]),
  });
  await expect(newItem.getByRole("img", { name: "Portfolio image bridge.png" })).toHaveAttribute("src", UPLOAD_URL);

  // A licence document (PDF): private, readable by its owner only.
  const licence = page.getByRole("listitem", { name: "Licence 1" });
  await chooseFiles(licence.getByLabel("Upload Licence Document"), {
    name: "cad-licence.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf(),
  });
  const licenceLink = licence.getByRole("link", { name: "cad-licence.pdf" });
  await expect(licenceLink).toHaveAttribute("href", DOCUMENT_URL);
  const licenceUrl = (await licenceLink.getAttribute("href")) ?? "";
  const own = await api.get(licenceUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/pdf");
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await anonymous.get(licenceUrl)).status()).toBe(401);
    // Not on the public page yet: nobody else gets the logo by its id (security finding 9).
    expect((await anonymous.get(logoUrl)).status()).toBe(404);
  } finally {
    await anonymous.dispose();
  }

  // Save Draft on a live profile: it says first that every listing goes offline, then saves, and
  // the operator's listings leave browse while the profile is a draft.
  await page.getByRole("button", { name: "Save Draft" }).click();
  const confirm = page.getByRole("dialog", { name: "Take your profile offline?" });
  await expect(confirm).toContainText("every one of your listings leaves search");
  await confirm.getByRole("button", { name: "Keep as is" }).click();
  await expect(confirm).toBeHidden();
  expect(await publicListingTotal(api)).toBe(listedWhenPublished);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await confirm.getByRole("button", { name: "Save Draft and go offline" }).click();
  await expect(toast(page)).toContainText("Your profile has been saved as draft");
  await expect.poll(() => publicListingTotal(api)).toBeLessThan(listedWhenPublished);

  // Save & Publish: live again, and on to the operator dashboard.
  await page.getByRole("button", { name: "Save & Publish" }).click();
  await expect(page).toHaveURL(pathIs("/dashboard/operator"));
  expect(await publicListingTotal(api)).toBe(listedWhenPublished);
  // On the public page now: the logo is anyone's to see.
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await visitor.get(logoUrl)).status()).toBe(200);
  } finally {
    await visitor.dispose();
  }

  await page.goto(EDITOR_PATH);
  await expect(page.getByLabel("Website")).toHaveValue("https://chen-aerial.example.com");
  await expect(page.getByRole("img", { name: "Company logo preview" })).toHaveAttribute("src", logoUrl);
  const savedItem = page.getByRole("listitem", { name: /^Portfolio item \d+$/ }).last();
  await expect(savedItem.getByLabel("Project Title")).toHaveValue("Harbour bridge inspection");
  await expect(savedItem.getByRole("img", { name: "Portfolio image bridge.png" })).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: "Licence 1" }).getByRole("link", { name: "cad-licence.pdf" }),
  ).toHaveAttribute("href", licenceUrl);
});

test("a logo over 5MB is refused with 'File too large' before it is sent", async ({ page }) => {
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await page.goto(EDITOR_PATH);
  let uploads = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/uploads") && request.method() === "POST") uploads += 1;
  });
  await chooseFiles(page.getByLabel(/^(Upload|Change) Logo$/), {
    name: "huge-logo.png",
    mimeType: "image/png",
    buffer: oversizedPng(5 * 1024 * 1024),
  });
  await expect(toast(page)).toContainText("File too large");
  await expect(toast(page)).toContainText("Please select an image smaller than 5MB");
  expect(uploads).toBe(0);
});

test("a file that is not what its name says is refused by the server", async ({ page }) => {
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await page.goto(EDITOR_PATH);
  await chooseFiles(page.getByLabel(/^(Upload|Change) Logo$/), {
    name: "script.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await expect(toast(page)).toContainText("script.png is not an image. Please select a PNG, JPG, WebP or GIF file.");
});

test.describe("a new customer", () => {
  test("sees 'Become a Drone Operator', is held to the spec's rules, and creates a draft", async ({ page }) => {
    await signInAsNewCustomer(page);
    await page.goto("/become-operator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Drone Operator");
    await expect(page.getByTestId("publish-threshold")).toHaveText(
      "Complete at least 70% of your profile to publish it live.",
    );
    await expect(page.getByRole("button", { name: "Save & Publish" })).toBeDisabled();

    await page.getByLabel("Company Name").fill("Night Owl Drones");
    await page.getByLabel("Bio").fill("Too short a bio.");
    await expect(page.getByText("16/500 characters (minimum 50)")).toBeVisible();
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByText("Bio must be at least 50 characters")).toBeVisible();

    await page.getByLabel("Bio").fill(VALID_BIO);
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page)).toContainText("Validation Error");
    await expect(toast(page)).toContainText("Please select at least one qualification");

    // A custom qualification: trimmed, and not added twice.
    const customQualification = page.getByRole("textbox", { name: "Custom Qualification" });
    await customQualification.fill("  Night Operations Endorsement  ");
    await page.getByRole("button", { name: "Add Qualification" }).click();
    await expect(customQualification).toHaveValue("");
    await customQualification.fill("night operations endorsement");
    await customQualification.press("Enter");
    await expect(page.getByText("night operations endorsement is already in your qualifications.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Custom qualifications" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Remove Night Operations Endorsement" })).toBeVisible();

    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page)).toContainText("Validation Error");
    await expect(toast(page)).toContainText("Please select at least one service area");

    await page.getByRole("checkbox", { name: "Wellington" }).click();
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page)).toContainText("Your profile has been saved as draft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Operator Profile");

    // Created with POST, so the account is an operator now; the next save is an update (PUT).
    const me = await page.context().request.get("/api/auth/user");
    expect(((await me.json()) as { role: string }).role).toBe("operator");
    const saved = await page.context().request.get("/api/operators/profile");
    expect(await saved.json()).toMatchObject({
      companyName: "Night Owl Drones",
      qualifications: ["Night Operations Endorsement"],
      serviceAreas: ["Wellington"],
      defaultMargin: 15,
      currency: "HKD",
      isPublished: false,
    });
    await page.getByLabel("Currency").selectOption("SGD");
    await page.getByRole("button", { name: "Save Draft" }).click();
    // The first save's toast may still be up, so it cannot tell that this save is done: the
    // profile the server answers can.
    await expect
      .poll(async () => ((await (await page.context().request.get("/api/operators/profile")).json()) as { currency: string }).currency)
      .toBe("SGD");
    await expect(toast(page)).toContainText("Your profile has been saved as draft");
    await page.reload();
    await expect(page.getByLabel("Currency")).toHaveValue("SGD");
  });

  test("the editor fits a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsNewCustomer(page);
    await page.goto(EDITOR_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Drone Operator");
    await page.getByRole("button", { name: "Add Licence" }).click();
    await page.getByRole("button", { name: "Add Insurance" }).click();
    await page.getByRole("button", { name: "Add Portfolio Item" }).click();
    await expect(page.getByRole("button", { name: "Save Draft" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe("signed out", () => {
  test("/become-operator explains joining, with Join as Operator and Sign In", async ({ page }) => {
    await page.goto("/become-operator");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Join as Operator" })).toHaveAttribute("href", "/onboarding/operator");
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/api/login?returnTo=/become-operator",
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalScroll(page);
  });

  test("the editor's own address sends the visitor to sign in and back", async ({ page }) => {
    await page.goto(EDITOR_PATH);
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Foperator%2Fprofile$/);
  });

  test("a dead session cookie gets the sign-in message", async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: "authjs.session-token", value: "not-a-real-session", url: baseURL ?? "http://127.0.0.1:3100" },
    ]);
    await page.goto(EDITOR_PATH);
    await expect(page.getByText("Please sign in to create your operator profile.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/api/login?returnTo=%2Fdashboard%2Foperator%2Fprofile",
    );
  });

  test("uploading needs a session", async ({ request }) => {
    const response = await request.post("/api/uploads", {
      multipart: { purpose: "logo", file: { name: "a.png", mimeType: "image/png", buffer: solidPng(1, 1, [0, 0, 0]) } },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Unauthorized" });
  });
});
