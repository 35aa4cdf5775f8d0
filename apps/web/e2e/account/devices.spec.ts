import { expect, test } from "../fixtures";
import { signIn } from "../session";
import { expectNoHorizontalScroll, signInAsNewCustomer, toast } from "../customer/helpers";

/** docs/product.md#devices: the security page lists where the account is signed in and signs the others out. */

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PASSWORD = "e2e-password-123";

test("a customer signed in on a laptop and a phone sees both, signs the phone out, and the phone's next page is signed out", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await signInAsNewCustomer(page);

  // The same account on a phone (another browser, another user agent), at 375 px.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI, viewport: { width: 375, height: 812 } });
  const phonePage = await phone.newPage();
  await signIn(phonePage, email, PASSWORD);
  await phonePage.goto("/dashboard/account/security");
  await expect(phonePage.getByRole("heading", { name: "Security" })).toBeVisible();
  const phoneRows = phonePage.getByTestId("account-session-row");
  await expect(phoneRows).toHaveCount(2);
  await expect(phoneRows.first()).toContainText("Safari on iOS");
  await expect(phoneRows.first()).toContainText("This device");
  await expectNoHorizontalScroll(phonePage);
  await phonePage.screenshot({ path: testInfo.outputPath("security-375.png"), fullPage: true });

  // The laptop finds the page from the account area.
  await page.goto("/dashboard/account");
  await page.getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/account/security");
  const rows = page.getByTestId("account-session-row");
  await expect(rows).toHaveCount(2);
  const here = rows.filter({ hasText: "This device" });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText("Chrome on");
  const phoneRow = rows.filter({ hasText: "Safari on iOS" });
  await expect(phoneRow).toContainText("Phone");
  await expect(phoneRow).toContainText("Last seen");
  // The address it signed in from was recorded.
  await expect(phoneRow).toContainText("Signed in");
  await expect(phoneRow).not.toContainText("an unknown address");
  await expect(phoneRow).not.toContainText("This device");
  await expect(page.getByRole("link", { name: "see and revoke your API tokens" })).toHaveAttribute("href", "/dashboard/account#api-tokens");
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath("security-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await page.getByRole("button", { name: "Sign Out Others" }).click();
  await expect(toast(page)).toContainText("Signed out everywhere else");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("This device");
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

  // The phone's next navigation is signed out; the laptop stays signed in.
  await phonePage.goto("/dashboard/account/security");
  await expect(phonePage.getByText("Sign in Required")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("account-session-row")).toHaveCount(1);
});
