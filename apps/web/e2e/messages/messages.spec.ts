import { expect, test, type Page } from "../fixtures";
import {
  DEMO_OPERATOR,
  actor,
  conversationOf,
  expectNoHorizontalScroll,
  newCustomer,
  postJob,
  propose,
  sendMessage,
  unique,
  unreadMessages,
} from "./support";

/**
 * Messages between a job's customer and an operator who proposed (issue 5): the conversation list,
 * the thread, the unread count in the navigation, and that nobody else can read the thread.
 */

function navMessages(page: Page) {
  return page.getByRole("banner").getByTestId("nav-messages");
}

function composer(page: Page) {
  return page.getByRole("textbox", { name: "Message" });
}

test("a customer and an operator exchange messages; the unread count follows; a third user is refused", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const title = unique("E2E messages roof survey");
  const jobId = await postJob(customer.request, title);
  await propose(operator.request, jobId);
  const operatorUnreadBefore = await unreadMessages(operator.request);

  // The operator finds the conversation the proposal opened and writes first.
  await operator.page.goto("/messages");
  await expect(operator.page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const operatorRow = operator.page.getByTestId("conversation").filter({ hasText: title });
  await expect(operatorRow).toBeVisible();
  await expect(operatorRow.getByTestId("conversation-party")).toContainText("Customer");
  await operatorRow.click();
  await expect(operator.page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(operator.page.getByTestId("thread-job")).toHaveText(title);
  await expect(operator.page.getByTestId("no-messages")).toBeVisible();

  // An empty message is refused with the schema's message and nothing is sent.
  await operator.page.getByRole("button", { name: "Send" }).click();
  await expect(operator.page.getByText("Message is required")).toBeVisible();

  const hello = "Hello! Could you share the roof's access details before Thursday?";
  await composer(operator.page).fill(hello);
  await operator.page.getByRole("button", { name: "Send" }).click();
  const sent = operator.page.getByTestId("message").filter({ hasText: hello });
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute("data-mine", "true");
  await expect(composer(operator.page)).toHaveValue("");
  const conversationId = operator.page.url().split("/").pop()!;

  // The customer sees one unread message in the navigation, then in the list.
  await customer.page.goto("/");
  await expect(navMessages(customer.page)).toHaveAttribute("data-count", "1");
  await expect(navMessages(customer.page)).toHaveAccessibleName("Messages, 1 unread");
  await navMessages(customer.page).click();
  await expect(customer.page).toHaveURL(/\/messages$/);
  const customerRow = customer.page.getByTestId("conversation").filter({ hasText: title });
  await expect(customerRow.getByTestId("conversation-party")).toContainText(DEMO_OPERATOR.company);
  await expect(customerRow.getByTestId("conversation-last-message")).toContainText("Hello! Could you share");
  await expect(customerRow.getByTestId("conversation-unread")).toContainText("1");

  // Opening the thread reads it: the count in the navigation goes back to 0.
  await customerRow.click();
  const received = customer.page.getByTestId("message").filter({ hasText: hello });
  await expect(received).toHaveAttribute("data-mine", "false");
  await expect(navMessages(customer.page)).toHaveAttribute("data-count", "0");
  await expect(navMessages(customer.page)).toHaveAccessibleName("Messages");
  expect(await unreadMessages(customer.request)).toBe(0);

  // The customer replies; the operator, away from the thread (an open thread reads new messages
  // as they arrive: docs/product.md#live-updates), has one more unread until they read it.
  await operator.page.goto("/");
  const reply = "Sure: the gate code is 4471 and the roof hatch is on level 6.";
  await composer(customer.page).fill(reply);
  await customer.page.keyboard.press("Control+Enter");
  await expect(customer.page.getByTestId("message").filter({ hasText: reply })).toHaveAttribute("data-mine", "true");
  await expect(customer.page.getByTestId("message")).toHaveCount(2);
  await expect.poll(() => unreadMessages(operator.request)).toBe(operatorUnreadBefore + 1);

  await operator.page.goto("/messages");
  await expect(navMessages(operator.page)).toHaveAttribute("data-count", String(operatorUnreadBefore + 1));
  await operator.page.getByTestId("conversation").filter({ hasText: title }).click();
  const messages = operator.page.getByTestId("message");
  await expect(messages).toHaveCount(2);
  // Oldest first.
  await expect(messages.nth(0)).toContainText(hello);
  await expect(messages.nth(1)).toContainText(reply);
  await expect(navMessages(operator.page)).toHaveAttribute("data-count", String(operatorUnreadBefore));

  // Only the two parties: anyone else gets the not-found page, and the API refuses them.
  const stranger = await newCustomer(browser);
  const response = await stranger.page.goto(`/messages/${conversationId}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.page.getByRole("heading", { name: "Conversation not found" })).toBeVisible();
  await expect(stranger.page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  await expect(stranger.page.getByText(hello)).toHaveCount(0);
  expect((await stranger.request.get(`/api/conversations/${conversationId}/messages`)).status()).toBe(403);
  await stranger.page.goto("/messages");
  await expect(stranger.page.getByTestId("no-conversations")).toBeVisible();

  for (const a of [customer, operator, stranger]) await a.context.close();
});

test("a new message shows after Refresh, without reloading the page", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const title = unique("E2E messages refresh");
  const jobId = await postJob(customer.request, title);
  await propose(operator.request, jobId);
  const { id } = await conversationOf(customer.request, jobId);

  // Refresh is for when the live stream is down (a dropped connection, a proxy that buffers it):
  // with the stream up the message would arrive by itself, before anyone clicks.
  await customer.page.route("**/api/events", (route) => route.abort());
  await customer.page.goto(`/messages/${id}`);
  await expect(customer.page.getByTestId("no-messages")).toBeVisible();
  const later = "Arriving at 9:00 with two batteries charged.";
  await sendMessage(operator.request, id, later);
  await expect(customer.page.getByText(later)).toHaveCount(0);
  await customer.page.getByRole("button", { name: "Refresh" }).click();
  await expect(customer.page.getByTestId("message").filter({ hasText: later })).toBeVisible();
  // Read on arrival: nothing stays unread.
  await expect(navMessages(customer.page)).toHaveAttribute("data-count", "0");
  await expect.poll(() => unreadMessages(customer.request)).toBe(0);

  await customer.context.close();
  await operator.context.close();
});

test("a double click on Send, or Ctrl+Enter twice, sends the message once", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E messages double send"));
  await propose(operator.request, jobId);
  const { id } = await conversationOf(customer.request, jobId);

  await customer.page.goto(`/messages/${id}`);
  await expect(customer.page.getByTestId("no-messages")).toBeVisible();
  const clicked = "Sent with a double click.";
  await composer(customer.page).fill(clicked);
  await customer.page.getByRole("button", { name: "Send" }).dblclick();
  await expect(composer(customer.page)).toHaveValue("");
  const typed = "Sent with Ctrl+Enter twice.";
  await composer(customer.page).fill(typed);
  await composer(customer.page).press("Control+Enter");
  await composer(customer.page).press("Control+Enter");
  await expect(composer(customer.page)).toHaveValue("");

  await customer.page.reload();
  await expect(customer.page.getByTestId("message").filter({ hasText: typed })).toHaveCount(1);
  await expect(customer.page.getByTestId("message").filter({ hasText: clicked })).toHaveCount(1);

  await customer.context.close();
  await operator.context.close();
});

test.describe("at 375 px", () => {
  const viewport = { width: 375, height: 812 };

  test("the conversation list and the thread fit the screen", async ({ browser }) => {
    const customer = await newCustomer(browser, viewport);
    const operator = await actor(browser, DEMO_OPERATOR.email);
    const title = unique("E2E messages on a narrow screen with a long job title");
    const jobId = await postJob(customer.request, title);
    await propose(operator.request, jobId);
    const { id } = await conversationOf(customer.request, jobId);
    await sendMessage(operator.request, id, `A long word: ${"x".repeat(120)} and a normal sentence after it.`);

    await customer.page.goto("/messages");
    await expect(customer.page.getByTestId("conversation").filter({ hasText: title })).toBeVisible();
    await expectNoHorizontalScroll(customer.page);

    await customer.page.goto(`/messages/${id}`);
    await expect(customer.page.getByTestId("message")).toHaveCount(1);
    await expect(composer(customer.page)).toBeVisible();
    await expect(customer.page.getByRole("button", { name: "Send" })).toBeVisible();
    await expectNoHorizontalScroll(customer.page);

    await customer.context.close();
    await operator.context.close();
  });
});
