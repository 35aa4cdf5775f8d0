import { expect, test, type Page } from "../fixtures";
import { expectToast } from "../toast";
import { DEMO_OPERATOR, actor, conversationOf, newCustomer, postJob, propose, sendMessage, unique } from "../messages/support";

/**
 * Notifications a person controls (docs/notifications.md): a message left unread is e-mailed once
 * after MESSAGE_MAIL_DELAY_SECONDS (a few seconds on the test server); the mail's signed link turns
 * that type's e-mail off without signing in; the settings page shows it and turns it on again.
 */

// The look runs after the delay, the mail follows through the mail queue.
const MAIL = { timeout: 45_000, intervals: [1_000] };

async function outboxMails(page: Page, to: string, subject: string) {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
  return page.getByTestId("outbox-mail").filter({ hasText: subject });
}

function emailSwitch(page: Page, label: string) {
  return page.getByRole("checkbox", { name: label, exact: true });
}

test("a message left unread is mailed once; its link turns message e-mails off signed out; the settings page turns them on again", async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("Notification settings roof survey"));
  await propose(operator.request, jobId);
  const thread = await conversationOf(operator.request, jobId);
  await sendMessage(operator.request, thread.id, "Could you send the roof's access details?");
  await sendMessage(operator.request, thread.id, "And the best day for the flight?");

  // Unread: one mail for the two messages of the window.
  const outbox = await customer.context.newPage();
  const subject = `New message from ${DEMO_OPERATOR.company}`;
  await expect.poll(async () => (await outboxMails(outbox, customer.email, subject)).count(), MAIL).toBe(1);
  const mail = (await outboxMails(outbox, customer.email, subject)).first();
  await expect(mail).toContainText("And the best day for the flight?");
  const link = await mail.locator('a[href*="/notifications/unsubscribe?token="]').getAttribute("href");
  expect(link).toBeTruthy();
  const unsubscribe = new URL(link!);

  // Signed out: a changed link is refused with its message; the genuine one asks, then stops.
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  const tampered = await signedOut.goto(`${unsubscribe.pathname}${unsubscribe.search.replace("message_received", "payout_sent")}`);
  expect(tampered?.status()).toBe(404);
  await expect(signedOut.getByRole("main").getByRole("alert")).toContainText("This unsubscribe link is not valid");
  await signedOut.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await signedOut.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(signedOut.getByTestId("notification-emails-stopped")).toContainText("E-mails about New message are off.");

  // The settings page shows it off; a click turns it on again, and it stays on after a reload.
  const page = customer.page;
  await page.goto("/dashboard/account");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page.getByRole("heading", { name: "Notification settings", level: 1 })).toBeVisible();
  await expect(emailSwitch(page, "New message")).not.toBeChecked();
  await expect(emailSwitch(page, "Proposal received")).toBeChecked();
  await emailSwitch(page, "New message").click();
  await expectToast(page, '"New message" e-mails on');
  await page.reload();
  await expect(emailSwitch(page, "New message")).toBeChecked();
});

test("a mail client's one-click POST (RFC 8058) turns the type off; a changed link answers 400", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  await propose(operator.request, await postJob(customer.request, unique("One-click unsubscribe survey")));
  const outbox = await customer.context.newPage();
  await expect.poll(async () => (await outboxMails(outbox, customer.email, "New proposal received")).count(), MAIL).toBe(1);
  const link = await (await outboxMails(outbox, customer.email, "New proposal received"))
    .first()
    .locator('a[href*="/notifications/unsubscribe?token="]')
    .getAttribute("href");
  const oneClick = `/api/notifications/unsubscribe${new URL(link!).search}`;

  // No cookies: the mail provider posts from its own servers.
  const stranger = await browser.newContext();
  const changed = await stranger.request.post(oneClick.replace("proposal_received", "payment_held"), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(changed.status()).toBe(400);
  const done = await stranger.request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(done.status(), await done.text()).toBe(200);
  await customer.page.goto("/dashboard/account/notifications");
  await expect(emailSwitch(customer.page, "Proposal received")).not.toBeChecked();
});
