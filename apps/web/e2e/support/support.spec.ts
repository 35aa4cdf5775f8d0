import { expect, test, type Page } from "../fixtures";
import { accept, actor, DEMO_CUSTOMER, DEMO_OPERATOR, newCustomer, postJob, propose, unique } from "../messages/support";
import { registerAndSignIn, uniqueEmail } from "../operator-onboarding/helpers";

/**
 * Terms, privacy and support (issue 11 §9): the pages operator onboarding asks to accept exist and
 * are linked from the footer and the checkboxes; a support form reached from the footer and every
 * job page opens a support thread with the admins (any admin answers it in Messages; signed out it
 * goes by e-mail), and a delivered job's dispute leads there instead of a dead end.
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

test("a new customer writes to support from a job page; any admin answers in the thread; the customer reads the answer", async ({
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
  await expect(page.getByRole("main")).toContainText(`Signed in as ${customer.email}: we answer in your messages.`);

  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Subject must be at least 3 characters");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(/Please describe what happened in at least 20 characters/);

  const subject = unique("Operator never showed up");
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("The operator accepted but never came to the site on the agreed day.");
  await page.getByRole("button", { name: "Send to Support" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Your message was sent to the Skyhire team." });
  await expect(sent).toContainText("An admin will answer in your messages.");
  await sent.getByRole("link", { name: "Open the conversation" }).click();
  await expect(page.getByTestId("thread-job")).toHaveText(`Support · ${subject}`);
  await expect(page.getByTestId("thread-party")).toHaveText("With Skyhire Support (support team)");
  await expect(page.getByTestId("message-body")).toContainText(["never came to the site"]);
  const threadUrl = page.url();
  // The customer leaves the thread: an open thread reads the answer the moment it arrives (live).
  await page.goto("/dashboard/customer");

  // An admin finds it in Messages, with the job named, and answers.
  const admin = await actor(browser, ADMIN_EMAIL);
  await admin.page.goto("/messages");
  const request = admin.page.getByTestId("conversation").filter({ hasText: subject });
  await expect(request).toContainText(`Support · ${subject}`);
  await expect(request.getByTestId("conversation-unread")).toBeVisible();
  await request.click();
  await expect(admin.page).toHaveURL(threadUrl);
  const asked = admin.page.getByTestId("message").filter({ hasText: "never came to the site" });
  await expect(asked).toHaveAttribute("data-mine", "false");
  await expect(asked).toContainText(title);
  await expect(asked).toContainText(`/jobs/${jobId}`);
  const answer = "Sorry about that: we have paused the payment and asked the operator what happened.";
  await admin.page.getByRole("textbox", { name: "Message" }).fill(answer);
  await admin.page.getByRole("button", { name: "Send" }).click();
  await expect(admin.page.getByTestId("message").filter({ hasText: answer })).toHaveAttribute("data-mine", "true");

  // The customer sees the answer: unread in Messages, then in the thread from the support team.
  await page.goto("/messages");
  const thread = page.getByTestId("conversation").filter({ hasText: subject });
  await expect(thread.getByTestId("conversation-last-message")).toHaveText(answer);
  await expect(thread.getByTestId("conversation-unread")).toBeVisible();
  await thread.click();
  await expect(page.getByTestId("message").filter({ hasText: answer })).toHaveAttribute("data-mine", "false");
  await admin.context.close();
  await customer.context.close();
});

test("an operator's job page links to support too", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const jobId = await postJob(customer.request, unique("E2E operator support link"));
  const operator = await actor(browser, DEMO_OPERATOR.email);
  await operator.page.goto(`/jobs/${jobId}`);
  await expect(operator.page.getByRole("main").getByRole("link", { name: "Contact support" })).toHaveAttribute(
    "href",
    `/support?jobId=${jobId}`,
  );
  await operator.context.close();
  await customer.context.close();
});

test("signed out, the support form asks where to reply", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByLabel("Your email").fill("not-an-address");
  const subject = unique("Locked out");
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("My account says it is suspended and I do not know why.");
  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByLabel("Your email")).toHaveAccessibleDescription(/Invalid email address/);
  const email = uniqueEmail("locked-out");
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Send to Support" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent" })).toContainText(email);
  const toAdmin = await outboxMail(page, ADMIN_EMAIL, subject);
  await expect(toAdmin).toContainText(`${email} (not signed in)`);
});

test("a delivered job the customer disputes offers Dispute on the milestones card, not a dead end", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E disputed delivery"));
  const proposalId = await propose(operator.request, jobId, "700");
  await accept(customer.request, proposalId);
  expect((await customer.request.post(`/api/requests/${jobId}/pay`)).status()).toBe(200);
  expect((await operator.request.post(`/api/proposals/${proposalId}/delivered`)).status()).toBe(200);

  // The refund is refused once delivered: the page offers the dispute instead, in one place.
  const refused = await customer.request.post(`/api/requests/${jobId}/refund`);
  expect(await refused.json()).toMatchObject({ message: "The job has been delivered; contact support to dispute it" });
  await customer.page.goto(`/jobs/${jobId}`);
  await expect(customer.page.getByTestId("next-steps-text")).toContainText("has marked the job as delivered. Confirm it in the Milestones card to release the payment, or dispute it there.");
  await expect(customer.page.getByTestId("milestone").getByRole("button", { name: "Dispute" })).toBeVisible();
  await expect(customer.page.getByRole("link", { name: "Contact support to dispute it" })).toHaveCount(0);
  // Support still knows the job it is asked about.
  await customer.page.goto(`/support?jobId=${jobId}`);
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
