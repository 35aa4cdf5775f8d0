import { expect, test, type Page } from "../fixtures";
import { expectStep, fillSignUp, register, uniqueEmail } from "../customer-onboarding/helpers";
import { actor, completeJob, DEMO_OPERATOR, postJob, propose, unique } from "../messages/support";
import { toast } from "../toast";

/**
 * A new customer's first day (issue 11 §1, §3): an account made in the browser from the landing,
 * the sign-in page or /signup, ending signed in on onboarding step 2; the name given there, and
 * the one saved later in the profile, on the home page, the avatar, the invoice and the reviews.
 */

const nextYear2 = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

async function expectGreeting(page: Page, first: string, full: string, initials: string) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome back, ${first}!` })).toBeVisible();
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Account menu" });
  await expect(menuButton).toHaveText(initials);
  await menuButton.click();
  await expect(page.getByRole("menu")).toContainText(full);
  await page.keyboard.press("Escape");
}

test("a new customer signs up from the landing, lands on step 2 signed in, and their name reaches every screen", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("signup");

  // Landing → Get Started as Customer → step 1 offers a real sign-up (not only Sign In).
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Get Started as Customer" }).click();
  await expect(page).toHaveURL(/\/onboarding\/customer$/);
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByLabel("Full Name")).toHaveAccessibleDescription(/Name must be at least 2 characters/);
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
  await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/);

  await fillSignUp(page, { name: "Audit Customer", email });
  await expectStep(page, 2);
  await expect(page.getByRole("banner").getByRole("button", { name: "Account menu" })).toBeVisible();
  // Step 2 starts from the account's name.
  await expect(page.getByLabel("Full Name")).toHaveValue("Audit Customer");
  await page.getByLabel("Phone Number").fill("+44 20 7946 0000");
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill(`12/${nextYear2}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save Payment Method" }).click();
  await expectStep(page, 3);

  // The name, not "User" / "U".
  await expectGreeting(page, "Audit", "Audit Customer", "AC");

  // Renamed in the profile: the new name everywhere.
  await page.goto("/dashboard/customer/profile");
  await expect(page.getByLabel("Full Name")).toHaveValue("Audit Customer");
  await page.getByLabel("Full Name").fill("Audrey Customer");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page)).toContainText("Profile saved");
  await expectGreeting(page, "Audrey", "Audrey Customer", "AC");

  // A job done and paid: the invoice is billed to the name, the e-mail once; the review is signed "Audrey C.".
  const customer = page.context().request;
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer, unique("E2E first day"));
  await completeJob(customer, operator.request, jobId, await propose(operator.request, jobId, "900"));
  await page.goto("/dashboard/customer/invoices");
  const invoices = (await (await customer.get("/api/invoices?pageSize=48")).json()) as { items: { id: string; jobId: string }[] };
  const invoice = invoices.items.find((i) => i.jobId === jobId)!;
  await page.locator(`[data-testid="invoice"][data-invoice-id="${invoice.id}"]`).getByRole("button", { name: "View Details" }).click();
  const billedTo = page.getByRole("dialog").locator("dt", { hasText: "Billed to" }).locator("xpath=following-sibling::dd");
  await expect(billedTo).toContainText("Audrey Customer");
  expect((await billedTo.innerText()).split(email).length - 1).toBe(1);
  await page.keyboard.press("Escape");

  const review = await customer.post("/api/reviews", { data: { jobId, rating: 5, comment: "Clear thermal report." } });
  expect(review.status(), await review.text()).toBeLessThan(300);
  const me = (await (await operator.request.get("/api/auth/user")).json()) as { id: string };
  const reviews = (await (await customer.get(`/api/operators/${me.id}/reviews?pageSize=5`)).json()) as {
    items: { comment: string | null; customerName: string }[];
  };
  expect(reviews.items.find((r) => r.comment === "Clear thermal report.")?.customerName).toBe("Audrey C.");
  await operator.context.close();
});

test("the sign-in page's 'Create an account' leads to a sign-up, not back to onboarding; a taken e-mail is said so", async ({
  page,
  request,
}) => {
  const taken = uniqueEmail("taken");
  await register(request, taken);

  await page.goto("/listings");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Flistings$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  await fillSignUp(page, { name: "Tess Taken", email: taken });
  await expect(page.getByRole("form", { name: "Create your account" }).getByLabel("Email")).toHaveAccessibleDescription(
    "An account with this email already exists",
  );

  const email = uniqueEmail("signin-link");
  await fillSignUp(page, { name: "Sam Signup", email });
  // Step 2, then back to where the visitor was going.
  await expectStep(page, 2);
  await expect(page).toHaveURL(/returnTo=%2Flistings/);
  const user = (await (await page.context().request.get("/api/auth/user")).json()) as Record<string, unknown>;
  expect(user).toMatchObject({ email, firstName: "Sam", lastName: "Signup", role: "customer" });
  // No customer profile yet: the profile form starts from the account's name.
  await page.goto("/dashboard/customer/profile");
  await expect(page.getByLabel("Full Name")).toHaveValue("Sam Signup");
});

for (const width of [1280, 375]) {
  test(`the sign-up page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`signup-${width}.png`), fullPage: true });
    await page.goto("/onboarding/customer");
    await expect(page.getByRole("form", { name: "Create your account" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`onboarding-step1-${width}.png`), fullPage: true });
  });
}
