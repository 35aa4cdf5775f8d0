import { expect, test, type Page } from "@playwright/test";
import { accept, actor, DEMO_CUSTOMER, DEMO_OPERATOR, newCustomer, postJob, propose, unique } from "../messages/support";
import { registerAndSignIn, uniqueEmail } from "../operator-onboarding/helpers";

/**
 * Terms, privacy and support (issue 11 §9): the pages operator onboarding asks to accept exist and
 * are linked from the footer and the checkboxes; a support form reached from the footer and every
 * job page sends the request to the admins (by e-mail: a message thread needs a job and an
 * operator), and a delivered job's dispute leads there instead of a dead end.
 */

const ADMIN_EMAIL = "admin@skyhire.dev";

/** Waits until the outbox holds a mail to `to` with this subject, and returns it. */
async function outboxMail(page: Page, to: string, subject: string) {
  const mail = page.getByTestId("outbox-mail").filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

test("the footer leads to the terms, the privacy policy and support, on every page", async ({ page }) => {
  for (const path of ["/", "/listings", "/how-it-works"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute("href", "/support");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Payments and escrow");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("We do not sell personal data.");
});

test("operator onboarding's checkboxes link to the documents they accept", async ({ page }) => {
  await registerAndSignIn(page, uniqueEmail("terms"));
  await page.goto("/onboarding/operator");
  await page.getByRole("main").getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByLabel("I accept the Terms of Service")).toBeVisible();
  await expect(main.getByRole("link", { name: "Read the Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(main.getByRole("link", { name: "Read the Privacy Policy" })).toHaveAttribute("href", "/privacy");
  const [terms] = await Promise.all([page.waitForEvent("popup"), main.getByRole("link", { name: "Read the Terms of Service" }).click()]);
  await expect(terms.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await terms.close();
});

test("from a job page a customer writes to support; the admins get the request with the job, the customer a receipt", async ({
  browser,
}) => {
  const customer = await newCustomer(browser);
  const title = unique("E2E support job");
  const jobId = await postJob(customer.request, title);
  const { page } = customer;

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("main").getByRole("link", { name: "Contact support" }).click();
  await expect(page).toHaveURL(new RegExp(`/support\\?jobId=${jobId}$`));
  await expect(page.getByRole("heading", { name: "Contact support" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`We will answer by e-mail to ${customer.email}`);

  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Subject must be at least 3 characters");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(/Please describe what happened in at least 20 characters/);

  const subject = unique("Operator never showed up");
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("The operator accepted but never came to the site on the agreed day.");
  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent to the Skyhire team." })).toContainText(customer.email);

  const toAdmin = await outboxMail(page, ADMIN_EMAIL, subject);
  await expect(toAdmin).toContainText(`Support request: ${subject}`);
  await expect(toAdmin).toContainText(title);
  await expect(toAdmin).toContainText(`/jobs/${jobId}`);
  await expect(toAdmin).toContainText("never came to the site");
  await outboxMail(page, customer.email, `We received your request: ${subject}`);
  await customer.context.close();
});

test("signed out, the support form asks where to reply", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByLabel("Your email").fill("not-an-address");
  await page.getByLabel("Subject").fill("Locked out");
  await page.getByRole("textbox", { name: "Message" }).fill("My account says it is suspended and I do not know why.");
  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByLabel("Your email")).toHaveAccessibleDescription(/Invalid email address/);
  const email = uniqueEmail("locked-out");
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent" })).toContainText(email);
});

test("a delivered job the customer disputes leads to support, not a dead end", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E disputed delivery"));
  const proposalId = await propose(operator.request, jobId, "700");
  await accept(customer.request, proposalId);
  expect((await customer.request.post(`/api/requests/${jobId}/pay`)).status()).toBe(200);
  expect((await operator.request.post(`/api/proposals/${proposalId}/delivered`)).status()).toBe(200);

  // The refund is refused once delivered ("contact support to dispute it"): the page says where to go.
  const refused = await customer.request.post(`/api/requests/${jobId}/refund`);
  expect(await refused.json()).toEqual({ message: "The job has been delivered; contact support to dispute it" });
  await customer.page.goto(`/jobs/${jobId}`);
  await expect(customer.page.getByTestId("next-steps-text")).toContainText("has marked the job as delivered");
  await customer.page.getByTestId("dispute-delivery").getByRole("link", { name: "Contact support to dispute it" }).click();
  await expect(customer.page).toHaveURL(new RegExp(`/support\\?jobId=${jobId}$`));
  await expect(customer.page.getByRole("link", { name: "this job" })).toHaveAttribute("href", `/jobs/${jobId}`);
  await operator.context.close();
  await customer.context.close();
});

for (const width of [1280, 375]) {
  test(`the terms, privacy and support pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/terms", "/privacy", "/support"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-${width}.png`), fullPage: true });
    }
  });
}
