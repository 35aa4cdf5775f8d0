import { expect, test, type Page } from "../fixtures";
import {
  DEMO_OPERATOR,
  OTHER_OPERATOR,
  actor,
  expectNoHorizontalScroll,
  newCustomer,
  postJob,
  propose,
  unique,
  unreadNotifications,
} from "./support";

/** The bell in the navigation and /notifications: unread count, mark one / all read, links to targets. */

function bell(page: Page) {
  return page.getByRole("banner").getByTestId("nav-notifications");
}

test("proposals notify the customer; the bell counts them and marking read clears it", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const demo = await actor(browser, DEMO_OPERATOR.email);
  const other = await actor(browser, OTHER_OPERATOR.email);
  const title = unique("E2E notifications");
  const jobId = await postJob(customer.request, title);
  await propose(demo.request, jobId);
  await propose(other.request, jobId, "1800");
  expect(await unreadNotifications(customer.request)).toBe(2);

  // The e-mails follow through the job queue's worker, which runs inside the server.
  const outbox = await customer.context.newPage();
  await expect
    .poll(
      async () => {
        await outbox.goto(`/dev/outbox?${new URLSearchParams({ to: customer.email })}`);
        return outbox.getByTestId("outbox-mail").filter({ hasText: "New proposal received" }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  await expect(outbox.getByTestId("outbox-mail").first()).toContainText(`/jobs/${jobId}`);
  await outbox.close();

  await customer.page.goto("/");
  await expect(bell(customer.page)).toHaveAttribute("data-count", "2");
  await expect(bell(customer.page)).toHaveAccessibleName("Notifications, 2 unread");
  await bell(customer.page).click();
  await expect(customer.page).toHaveURL(/\/notifications$/);

  const items = customer.page.getByTestId("notification");
  await expect(items).toHaveCount(2);
  for (const company of [DEMO_OPERATOR.company, OTHER_OPERATOR.company]) {
    const item = items.filter({ hasText: company });
    await expect(item.getByTestId("notification-title")).toHaveText("New proposal received");
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(item.getByRole("link", { name: "View" })).toHaveAttribute("href", `/jobs/${jobId}`);
  }

  // One read: its mark goes, the bell drops to 1.
  const first = items.filter({ hasText: DEMO_OPERATOR.company });
  await first.getByRole("button", { name: "Mark as read" }).click();
  await expect(first).toHaveAttribute("data-unread", "false");
  await expect(bell(customer.page)).toHaveAttribute("data-count", "1");

  // The unread filter shows only the other one.
  await customer.page.getByRole("link", { name: /^Unread/ }).click();
  await expect(customer.page).toHaveURL(/filter=unread/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(OTHER_OPERATOR.company);

  // All read: the bell shows no count.
  await customer.page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(customer.page.getByTestId("no-notifications")).toBeVisible();
  await expect(bell(customer.page)).toHaveAttribute("data-count", "0");
  expect(await unreadNotifications(customer.request)).toBe(0);
  await expect(customer.page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  for (const a of [customer, demo, other]) await a.context.close();
});

test("View follows the notification to its job and marks it read", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const demo = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E notification target"));
  await propose(demo.request, jobId);

  await customer.page.goto("/notifications");
  await customer.page.getByTestId("notification").getByRole("link", { name: "View" }).click();
  await expect(customer.page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect.poll(() => unreadNotifications(customer.request)).toBe(0);

  await customer.context.close();
  await demo.context.close();
});

test("the notifications page fits a 375 px screen", async ({ browser }) => {
  const customer = await newCustomer(browser, { width: 375, height: 812 });
  const demo = await actor(browser, DEMO_OPERATOR.email);
  await propose(demo.request, await postJob(customer.request, unique("E2E notifications narrow")));

  await customer.page.goto("/notifications");
  await expect(customer.page.getByTestId("notification")).toHaveCount(1);
  await expect(bell(customer.page)).toBeVisible();
  await expectNoHorizontalScroll(customer.page);

  await customer.context.close();
  await demo.context.close();
});
