import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expect, test, type Page } from "../fixtures";
import { expectNoHorizontalScroll, signInAsNewCustomer } from "../customer/helpers";

/** docs/api.md#webhooks: an endpoint added on the account page receives a signed test event, and the page shows it delivered. */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 started by the test (the test server allows private networks). */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("received by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/skyhire`,
    received,
    server,
  };
}

async function addEndpointAndTest(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const receiver = await startReceiver();
  try {
    await signInAsNewCustomer(page);
    await page.goto("/dashboard/account");
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    const card = page.getByTestId("webhook-endpoints");
    await expect(card.getByText("No endpoints yet.")).toBeVisible();

    const form = card.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByRole("button", { name: "Add Endpoint" }).click();
    await expect(form.getByText("Enter the URL that receives the events")).toBeVisible();
    await form.getByLabel("Endpoint URL").fill(receiver.url);
    await form.getByLabel("Description (optional)").fill("Our booking tool");
    await form.getByRole("button", { name: "Add Endpoint" }).click();

    // The secret, once.
    const secret = (await card.getByTestId("new-webhook-secret-value").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await card.getByRole("button", { name: "Done" }).click();
    await expect(card.getByTestId("new-webhook-secret")).toHaveCount(0);
    await expect(card).not.toContainText(secret);

    const endpoint = card.getByTestId("webhook-endpoint");
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText("Enabled");
    await expect(endpoint.getByText("No deliveries yet.")).toBeVisible();
    await endpoint.getByRole("button", { name: "Send Test Event" }).click();

    // Sent by the server's job queue; the page follows it to "Delivered" with the receiver's answer.
    const delivery = endpoint.getByTestId("webhook-delivery");
    await expect(delivery).toContainText("webhook.test");
    await expect(delivery).toContainText("Delivered");
    await expect(delivery).toContainText("HTTP 200");
    await expect(delivery).toContainText("received by the e2e receiver");
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const event = new Webhook(secret).verify(request!.body, {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    });
    expect(event).toMatchObject({ type: "webhook.test" });

    // Sent again on request: the same delivery, tried anew.
    await delivery.getByRole("button", { name: "Resend" }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    await expect(delivery).toContainText("Delivered");
    await expectNoHorizontalScroll(page);

    // A new secret, shown once; the next delivery is signed with it and no longer with the old one.
    await endpoint.getByRole("button", { name: "Rotate Secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate Secret" }).click();
    await expect(card.getByTestId("new-webhook-secret")).toContainText("has a new signing secret");
    const rotated = (await card.getByTestId("new-webhook-secret-value").textContent()) ?? "";
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await card.getByRole("button", { name: "Done" }).click();
    await endpoint.getByRole("button", { name: "Send Test Event" }).click();
    await expect.poll(() => receiver.received.length).toBe(3);
    const signedAfter = receiver.received[2]!;
    const headersAfter = {
      "webhook-id": String(signedAfter.headers["webhook-id"]),
      "webhook-timestamp": String(signedAfter.headers["webhook-timestamp"]),
      "webhook-signature": String(signedAfter.headers["webhook-signature"]),
    };
    expect(new Webhook(rotated).verify(signedAfter.body, headersAfter)).toMatchObject({ type: "webhook.test" });
    expect(() => new Webhook(secret).verify(signedAfter.body, headersAfter)).toThrow();

    await endpoint.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Endpoint" }).click();
    await expect(card.getByText("No endpoints yet.")).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
}

test("a customer adds a webhook endpoint, sends a test event and sees it delivered (1280 px)", async ({
  page,
}) => {
  await addEndpointAndTest(page, 1280);
});

test("the same on a 375 px phone", async ({ page }) => {
  await addEndpointAndTest(page, 375);
});
