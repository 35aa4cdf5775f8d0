import { expect, test, type APIRequestContext, type Browser } from "../fixtures";

/**
 * The job lifecycle over the documented REST paths, on the production build with the offline
 * gateway: post → propose → accept → pay → deliver → release → review, then the invoice PDF and
 * the Stripe webhook route. (The screens have their own specs.)
 */

const PASSWORD = "skyhire-demo";

async function signedIn(browser: Browser, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const request = context.request;
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: PASSWORD } });
  expect(response.status()).toBeLessThan(400);
  return request;
}

test("a job goes from proposal to payout, with the invoice PDF on the way", async ({ browser, request }) => {
  const customer = await signedIn(browser, "customer@skyhire.dev");
  const operator = await signedIn(browser, "operator@skyhire.dev");

  const job = await customer.post("/api/requests", {
    data: {
      title: `E2E escrow ${Date.now()}`,
      description: "Inspect a warehouse roof with thermal imaging.",
      category: "inspection",
      location: "Hong Kong",
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };

  const proposal = await operator.post(`/api/requests/${jobId}/proposals`, {
    data: { quote: "2000", message: "Thermal survey, licensed pilot.", timeline: "3 days" },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const { id: proposalId } = (await proposal.json()) as { id: string };

  expect((await customer.post(`/api/proposals/${proposalId}/accept`)).status()).toBe(200);
  const paid = await customer.post(`/api/requests/${jobId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  expect(await paid.json()).toMatchObject({ outcome: "paid", testMode: true, payment: { status: "completed" } });

  expect((await operator.post(`/api/proposals/${proposalId}/delivered`)).status()).toBe(200);
  const released = await customer.post(`/api/requests/${jobId}/release`);
  expect(released.status(), await released.text()).toBe(200);
  expect(await released.json()).toMatchObject({
    outcome: "released",
    payment: { amount: "2000.00", platformFee: "200.00", operatorPayout: "1800.00" },
  });

  const review = await customer.post("/api/reviews", { data: { jobId, rating: 5, comment: "Fast and thorough." } });
  expect(review.status(), await review.text()).toBe(201);

  const invoices = await customer.get("/api/invoices");
  const list = (await invoices.json()) as { items: { id: string; jobId: string; status: string; number: string }[] };
  const invoice = list.items.find((i) => i.jobId === jobId);
  expect(invoice?.status).toBe("paid");
  const pdf = await customer.get(`/api/invoices/${invoice!.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`${invoice!.number}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await operator.get(`/api/invoices/${invoice!.id}/pdf`)).status()).toBe(403);
  expect((await request.get(`/api/invoices/${invoice!.id}/pdf`)).status()).toBe(401);

  // Not configured in e2e: the endpoint exists and says so, without touching any payment.
  const webhook = await request.post("/api/webhooks/stripe", { data: { id: "evt_x" } });
  expect(webhook.status()).toBe(503);
});
