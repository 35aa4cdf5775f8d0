import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { DEMO_OPERATOR, actor, conversationOf, newCustomer, postJob, propose, unique } from "./support";

/**
 * Attachments in messages (issue 16 §2): the operator sends a photo from the thread; the customer,
 * with the same thread open in another browser, sees it appear without a reload, with its preview.
 * The files answer only the conversation's parties.
 */

// A real 64×48 PNG (pictures are decoded and encoded again on the server).
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsEtiTiMaywp+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhZRfWjxIIKtDwAAAABJRU5ErkJggg==",
  "base64",
);
// The stream is told within a second; a browser's first reconnect waits 2 s. Nothing here reloads.
const LIVE = { timeout: 10_000 };

// Two signed-in browsers, an upload and a picture's processing: more than the default minute on a shared machine.
test.slow();

test("the operator sends a photo; the customer's open thread shows it with its preview, without a reload", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const title = unique("E2E attachment");
  const jobId = await postJob(customer.request, title);
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);

  await customer.page.goto(`/messages/${conversation.id}`);
  await expect(customer.page.getByTestId("thread-job")).toHaveText(title);

  await operator.page.goto(`/messages/${conversation.id}`);
  await operator.page.getByTestId("attach-files").setInputFiles({ name: "roof.png", mimeType: "image/png", buffer: PHOTO });
  const pending = operator.page.getByTestId("pending-attachment");
  await expect(pending).toContainText("roof.png");
  await expect(pending).not.toContainText("Uploading", LIVE);
  const body = "Here is the roof from the north side.";
  await operator.page.getByLabel("Message", { exact: true }).fill(body);
  await operator.page.getByRole("button", { name: "Send" }).click();
  await expect(operator.page.getByTestId("message").filter({ hasText: body }).getByTestId("attachment")).toBeVisible();

  const received = customer.page.getByTestId("message").filter({ hasText: body });
  await expect(received).toBeVisible(LIVE);
  const preview = received.getByTestId("attachment-preview");
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  const link = received.getByRole("link", { name: /^roof\.png \(/ });
  const url = (await link.getAttribute("href")) ?? "";
  expect(url).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}$/);

  // The parties download it; another customer and a signed-out visitor get 404.
  const download = await customer.request.get(url);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("image/png");
  const stranger = await newCustomer(browser);
  expect((await stranger.request.get(url)).status()).toBe(404);
  expect((await stranger.request.get(`${url}/preview`)).status()).toBe(404);
});

test("a renamed program is refused in the composer with a clear message", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E attachment refused"));
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);

  await customer.page.goto(`/messages/${conversation.id}`);
  const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]), Buffer.alloc(200)]);
  await customer.page.getByTestId("attach-files").setInputFiles({ name: "site-photo.jpg", mimeType: "image/jpeg", buffer: program });
  await expect(customer.page.getByTestId("pending-attachment").getByRole("alert")).toHaveText(
    "site-photo.jpg is a program, whatever its name says. Programs cannot be sent in messages.",
    LIVE,
  );
});

test("a file goes without text; with neither, Send says a message is required", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E file only"));
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);

  await customer.page.goto(`/messages/${conversation.id}`);
  await customer.page.getByRole("button", { name: "Send" }).click();
  await expect(customer.page.getByText("Message is required")).toBeVisible();

  await customer.page.getByTestId("attach-files").setInputFiles({ name: "site.png", mimeType: "image/png", buffer: PHOTO });
  await expect(customer.page.getByTestId("pending-attachment")).not.toContainText("Uploading", LIVE);
  await customer.page.getByRole("button", { name: "Send" }).click();
  await expect(customer.page.getByTestId("message").getByRole("link", { name: /^site\.png \(/ })).toBeVisible(LIVE);
  await expect(customer.page.getByText("Message is required")).toHaveCount(0);
  await expect(customer.page.getByTestId("pending-attachment")).toHaveCount(0);
});

test("a HEIC photo from a phone shows with a preview in the thread", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E HEIC photo"));
  await propose(operator.request, jobId);
  const conversation = await conversationOf(customer.request, jobId);
  // 640 × 480, encoded by libheif's heif-enc (the api's attachment tests use the same file).
  const heic = readFileSync(new URL("../../../../packages/api/src/services/lifecycle/fixtures/two-halves.heic", import.meta.url));

  await customer.page.goto(`/messages/${conversation.id}`);
  await customer.page.getByTestId("attach-files").setInputFiles({ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(customer.page.getByTestId("pending-attachment")).not.toContainText("Uploading", LIVE);
  await customer.page.getByRole("button", { name: "Send" }).click();
  const preview = customer.page.getByTestId("message").getByTestId("attachment-preview");
  await expect(preview).toBeVisible(LIVE);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
});
