import { expect, test, type Page } from "../fixtures";
import { expectNoHorizontalScroll, signIn } from "../demo/helpers";

/** /how-it-works (docs/product.md#how-it-works): two three-step explanations, four benefits, two calls to action. */

async function expectHowItWorks(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();

  const customers = page.getByRole("region", { name: "For Customers" });
  await expect(customers.getByRole("listitem")).toHaveCount(3);
  for (const step of ["Post Your Job", "Review Proposals", "Pay Securely & Rate"]) {
    await expect(customers.getByRole("heading", { name: step })).toBeVisible();
  }

  const operators = page.getByRole("region", { name: "For Operators" });
  await expect(operators.getByRole("listitem")).toHaveCount(3);
  for (const step of ["Create Your Profile", "Get Approved", "Win Jobs & Get Paid"]) {
    await expect(operators.getByRole("heading", { name: step })).toBeVisible();
  }

  const benefits = page.getByTestId("benefits").getByRole("heading");
  await expect(benefits).toHaveText(["Verified Operators", "Secure Payments", "Global Network", "24/7 Support"]);

  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Get Started as Customer" })).toHaveAttribute(
    "href",
    "/onboarding/customer",
  );
  await expect(main.getByRole("link", { name: "Join as Operator" })).toHaveAttribute("href", "/onboarding/operator");
}

test("signed-out visitors see both explanations, the benefits and both calls to action", async ({ page }) => {
  await page.goto("/how-it-works");
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expectHowItWorks(page);
});

test("the navigation bar leads to it, and the calls to action lead to onboarding", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "How It Works" }).first().click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await page.locator("main").getByRole("link", { name: "Get Started as Customer" }).click();
  await expect(page).toHaveURL(/\/onboarding\/customer$/);
  await page.goto("/how-it-works");
  await page.locator("main").getByRole("link", { name: "Join as Operator" }).click();
  await expect(page).toHaveURL(/\/onboarding\/operator$/);
});

test("signed-in users reach it too", async ({ page }) => {
  await signIn(page, "operator@skyhire.dev");
  await page.goto("/how-it-works");
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expectHowItWorks(page);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("fits the screen", async ({ page }) => {
    await page.goto("/how-it-works");
    await expectHowItWorks(page);
    await expectNoHorizontalScroll(page);
  });
});
