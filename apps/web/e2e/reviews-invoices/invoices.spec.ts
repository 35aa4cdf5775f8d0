import { expect, test, type Page } from "../fixtures";
import {
  DEMO_CUSTOMER,
  DEMO_OPERATOR,
  accept,
  actor,
  completeJob,
  expectNoHorizontalScroll,
  newCustomer,
  postJob,
  propose,
  unique,
} from "../messages/support";
import { money, myInvoices, totalsText } from "./support";

/**
 * /dashboard/customer/invoices on real payments (issue 5): totals, the invoice list with statuses,
 * View Details, Download PDF (a real PDF), Pay Now on pending invoices, the payment methods block.
 */

function invoiceRow(page: Page, id: string) {
  return page.locator(`[data-testid="invoice"][data-invoice-id="${id}"]`);
}

test("the demo customer's invoices: totals, statuses, details, PDF and Pay Now", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const operator = await actor(browser, DEMO_OPERATOR.email);

  const paidJob = await postJob(customer.request, unique("E2E invoice paid"));
  await completeJob(customer.request, operator.request, paidJob, await propose(operator.request, paidJob, "2000"));
  const pendingJob = await postJob(customer.request, unique("E2E invoice pending"));
  await accept(customer.request, await propose(operator.request, pendingJob, "1250.50"));

  const api = await myInvoices(customer.request);
  const paid = api.items.find((i) => i.jobId === paidJob)!;
  const pending = api.items.find((i) => i.jobId === pendingJob)!;
  expect(paid).toMatchObject({ status: "paid", canPay: false });
  expect(pending).toMatchObject({ status: "pending", canPay: true });
  expect(pending.number).toMatch(/^INV-\d{4}-\d{6}$/);

  const { page } = customer;
  await page.goto("/dashboard/customer/invoices");
  await expect(page.getByRole("heading", { name: "Invoices & Payments" })).toBeVisible();
  const zeroIn = api.totals.paid[0]?.currency ?? api.totals.pending[0]?.currency;
  await expect(page.getByTestId("invoice-total-paid-value")).toHaveText(totalsText(api.totals.paid, zeroIn));
  await expect(page.getByTestId("invoice-total-pending-value")).toHaveText(totalsText(api.totals.pending, zeroIn));
  await expect(page.getByTestId("invoice-total-count-value")).toHaveText(api.totals.count.toLocaleString("en-US"));

  // Newest first: the pending invoice on top, with Pay Now to the job page.
  const pendingRow = invoiceRow(page, pending.id);
  await expect(page.getByTestId("invoice").first()).toHaveAttribute("data-invoice-id", pending.id);
  await expect(pendingRow.getByTestId("invoice-number")).toHaveText(pending.number);
  await expect(pendingRow.getByTestId("invoice-status")).toHaveText("Pending");
  await expect(pendingRow.getByTestId("invoice-amount")).toHaveText(money(pending.amount, pending.currency));
  await expect(pendingRow.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", `/jobs/${pendingJob}`);

  const paidRow = invoiceRow(page, paid.id);
  await expect(paidRow.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(paidRow.getByTestId("invoice-status")).toHaveAttribute("data-status", "paid");
  await expect(paidRow.getByRole("link", { name: "Pay Now" })).toHaveCount(0);
  await expect(paidRow).toContainText("Visa •••• 4242");

  // View Details reads the invoice (invoices.byId).
  await paidRow.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Invoice ${paid.number}` })).toBeVisible();
  await expect(dialog.getByTestId("invoice-details-number")).toHaveText(paid.number);
  await expect(dialog.getByTestId("invoice-details-amount")).toHaveText(money(paid.amount, paid.currency));
  await expect(dialog).toContainText(DEMO_CUSTOMER);
  await expect(dialog).toContainText(DEMO_OPERATOR.company);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Download PDF: a real PDF for its owner.
  const pdfLink = paidRow.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toHaveAttribute("href", `/api/invoices/${paid.id}/pdf`);
  const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`${paid.number}.pdf`);
  const pdf = await customer.request.get(`/api/invoices/${paid.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
  // Drawn in the embedded Unicode font (DejaVu Sans), so "—", "•" and any name survive.
  expect((await pdf.body()).toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);

  // The payment methods block shows the saved card, masked.
  await expect(page.getByTestId("payment-methods").getByTestId("payment-method")).toHaveText("Visa •••• 4242");

  // The Pending filter lists only pending invoices.
  await page.getByRole("navigation", { name: "Filter invoices" }).getByRole("link", { name: "Pending" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(invoiceRow(page, paid.id)).toHaveCount(0);
  await expect(invoiceRow(page, pending.id)).toBeVisible();
  const statuses = await page.getByTestId("invoice").getByTestId("invoice-status").evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-status")),
  );
  expect(new Set(statuses)).toEqual(new Set(["pending"]));

  // Pay Now leads to the job page, where the pay button is.
  await invoiceRow(page, pending.id).getByRole("link", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${pendingJob}$`));

  await customer.context.close();
  await operator.context.close();
});

test("a new customer has no invoices and is offered to add a card", async ({ browser }) => {
  const customer = await newCustomer(browser);
  await customer.page.goto("/dashboard/customer/invoices");
  await expect(customer.page.getByTestId("no-invoices")).toContainText("No invoices yet");
  await expect(customer.page.getByTestId("invoice-total-paid-value")).toHaveText("$0.00");
  await expect(customer.page.getByTestId("invoice-total-pending-value")).toHaveText("$0.00");
  await expect(customer.page.getByTestId("invoice-total-count-value")).toHaveText("0");
  const block = customer.page.getByTestId("payment-methods");
  await expect(block.getByTestId("no-payment-method")).toHaveText("No payment method added");
  // The card step on its own, back to the invoices afterwards: not "Step 2 of 5" of the onboarding.
  await block.getByRole("link", { name: "Add Payment Method" }).click();
  await expect(customer.page.getByRole("heading", { name: "Add a payment method" })).toBeVisible();
  await expect(customer.page).toHaveURL((url) => url.searchParams.get("returnTo") === "/dashboard/customer/invoices");
  await expect(customer.page.getByText("Step 2 of 5")).toHaveCount(0);
  await customer.context.close();
});

test("someone else's invoice PDF is refused", async ({ browser }) => {
  const owner = await actor(browser, DEMO_CUSTOMER);
  const [invoice] = (await myInvoices(owner.request, "pageSize=1")).items;
  expect(invoice).toBeTruthy();
  const stranger = await newCustomer(browser);
  expect((await stranger.request.get(`/api/invoices/${invoice!.id}/pdf`)).status()).toBe(403);
  expect((await stranger.request.get(`/api/invoices/${invoice!.id}`)).status()).toBe(403);
  await owner.context.close();
  await stranger.context.close();
});

test("the invoices screen and View Details fit a 375 px screen", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER, { width: 375, height: 812 });
  await customer.page.goto("/dashboard/customer/invoices");
  await expect(customer.page.getByTestId("invoice").first()).toBeVisible();
  await expectNoHorizontalScroll(customer.page);
  await customer.page.getByTestId("invoice").first().getByRole("button", { name: "View Details" }).click();
  await expect(customer.page.getByTestId("invoice-details")).toBeVisible();
  await expectNoHorizontalScroll(customer.page);
  await customer.context.close();
});
