import { expect, test, type Page } from "../fixtures";
import { DEMO_OPERATOR, actor, conversationOf, newCustomer, postJob, propose, sendMessage, unique } from "./support";

/**
 * Live updates (docs/product.md#live-updates): an open thread, the navigation's badges and the
 * notification list follow changes without a reload, through GET /api/events.
 */

function navMessages(page: Page) {
  return page.getByRole("banner").getByTestId("nav-messages");
}
function bell(page: Page) {
  return page.getByRole("banner").getByTestId("nav-notifications");
}

// The stream is told within a second; a browser's first reconnect waits 2 s. Nothing here reloads.
const LIVE = { timeout: 5_000 };

test("a message and a proposal reach the customer's open pages without a reload", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const title = unique("E2E live thread");
  const jobId = await postJob(customer.request, title);
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);

  // The customer has the thread open; a second tab shows the home page with its badges.
  await customer.page.goto(`/messages/${conversation.id}`);
  await expect(customer.page.getByTestId("thread-job")).toHaveText(title);
  const home = await customer.context.newPage();
  await home.goto("/");
  await expect(bell(home)).toBeVisible();
  await expect(navMessages(home)).toHaveAccessibleName("Messages");

  const body = "Live: the drone is charged, see you at nine.";
  await sendMessage(operator.request, conversation.id, body);
  await expect(customer.page.getByTestId("message").filter({ hasText: body })).toBeVisible(LIVE);
  // The open thread marks it read; the other tab's badge follows both changes.
  await expect(navMessages(home)).toHaveAccessibleName("Messages", LIVE);

  await home.goto("/notifications");
  const before = await home.getByTestId("notification").count();
  await propose((await actor(browser, "ops.polder-aerial-works@skyhire.dev")).request, jobId, "1700");
  await expect(home.getByTestId("notification")).toHaveCount(before + 1, LIVE);
  await expect(bell(home)).toHaveAccessibleName(/Notifications, \d+ unread/, LIVE);
});

test("the stream is refused without a session and is the caller's own", async ({ browser, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get("/api/events");
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: "Unauthorized" });

  const customer = await newCustomer(browser);
  const other = await newCustomer(browser);
  const title = unique("E2E live isolation");
  const jobId = await postJob(customer.request, title);
  await propose((await actor(browser, DEMO_OPERATOR.email)).request, jobId);

  // Each user's page reads its own stream: the other customer's open page hears nothing of it.
  const listen = (page: Page) =>
    page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      const source = new EventSource("/api/events");
      for (const kind of ["ready", "notification", "message"]) source.addEventListener(kind, () => heard.push(kind));
    });
  const heardOn = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  const polder = await actor(browser, "ops.polder-aerial-works@skyhire.dev");
  await customer.page.goto("/");
  await other.page.goto("/");
  await Promise.all([listen(customer.page), listen(other.page)]);
  await expect.poll(() => heardOn(customer.page)).toEqual(["ready"]);
  await expect.poll(() => heardOn(other.page)).toEqual(["ready"]);

  await propose(polder.request, jobId, "1900");
  await expect.poll(() => heardOn(customer.page), LIVE).toContain("notification");
  expect(await heardOn(other.page)).toEqual(["ready"]);
  await anonymous.dispose();
});

test("with the stream blocked, an open thread still follows by re-reading every few seconds", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E live fallback"));
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);
  await customer.context.route("**/api/events", (route) => route.abort());

  await customer.page.goto(`/messages/${conversation.id}`);
  await expect(customer.page.getByTestId("thread-job")).toBeVisible();
  const body = "Fallback: the site visit moves to Friday.";
  await sendMessage(operator.request, conversation.id, body);
  await expect(customer.page.getByTestId("message").filter({ hasText: body })).toBeVisible({ timeout: 15_000 });
});
