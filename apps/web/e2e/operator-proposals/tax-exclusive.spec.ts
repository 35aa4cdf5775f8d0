import { PRICES_INCLUDE_TAX_HINT } from "@skyhire/validators";
import { expect, test, type Page } from "../fixtures";
import { expectToast } from "../toast";
import {
  apiAs,
  CUSTOMER,
  confirmIn,
  customerView,
  expectNoHorizontalScroll,
  jobCurrency,
  money,
  postJob,
  signIn,
  toast,
  unique,
} from "./helpers";

/**
 * Prices that exclude tax (docs/product.md#invoices): an operator registered at 20 % unticks "My
 * prices include this tax", quotes 1,000 net and is told the customer pays 1,200; the customer sees
 * the tax on the proposal's card and funds the gross. A seeded operator other than the demo one,
 * whose tax details are put back as the seed left them (not registered) at the end.
 */

const SELLER = { email: "ops.polder-aerial-works@skyhire.dev", company: "Polder Aerial Works" };
const EDITOR_PATH = "/dashboard/operator/profile";

const taxCard = (page: Page) => page.getByTestId("operator-tax-details");

async function setTaxDetails(
  page: Page,
  details: { registered: boolean; pricesIncludeTax?: boolean },
) {
  await page.goto(EDITOR_PATH);
  const card = taxCard(page);
  const registered = card.getByLabel("I am registered for tax (VAT, GST…)");
  await expect(registered).toBeVisible();
  if (details.registered) {
    await registered.check();
    await card.getByLabel("Tax rate (%)").fill("20");
    const includes = card.getByLabel("My prices include this tax");
    // The box says what it changes.
    await expect(includes).toHaveAccessibleDescription(PRICES_INCLUDE_TAX_HINT);
    if (details.pricesIncludeTax === false) await includes.uncheck();
  } else {
    // Back to the defaults: prices include tax, not registered.
    await registered.check();
    await card.getByLabel("My prices include this tax").check();
    await registered.uncheck();
  }
  await card.getByRole("button", { name: "Save Tax Details" }).click();
  await expectToast(page, "Tax details saved");
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`an operator whose prices exclude tax quotes net; the customer sees the tax and funds the gross, at ${viewport.width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await apiAs(baseURL, CUSTOMER.email);
    const title = unique("Warehouse roof survey, tax on top");
    const jobId = await postJob(customer, title);
    const currency = await jobCurrency(customer, jobId);

    await signIn(page, SELLER.email);
    try {
      await setTaxDetails(page, { registered: true, pricesIncludeTax: false });

      await page.goto(`/jobs/${jobId}`);
      const form = page.getByTestId("proposal-form");
      await expect(
        form.getByText("Before tax: the customer pays it with your 20% tax added."),
      ).toBeVisible();
      await form.getByLabel(`Your quote (${currency})`).fill("1000");
      // The same charge and split the server makes: 1,000 + 20 % = 1,200, the fee on what is paid.
      await expect(form.getByTestId("new-proposal-quote-fee-preview")).toHaveText(
        `The customer pays ${money(1200, currency)} (${money(1000, currency)} + ${money(200, currency)} tax) · Skyhire fee ${money(120, currency)} · You receive ${money(1080, currency)}`,
      );
      await expectNoHorizontalScroll(page);
      await form.getByRole("button", { name: "Within a week" }).click();
      await form
        .getByLabel("Message to the customer")
        .fill("Thermal roof survey by a licensed pilot, report in a week.");
      await form.getByRole("button", { name: "Send Proposal" }).click();
      await expect(toast(page)).toContainText("Proposal sent");
      await expect(page.getByTestId("own-proposal-quote")).toHaveText(money(1200, currency));
      await expect(page.getByTestId("own-proposal-quote-tax")).toHaveText(
        `incl. ${money(200, currency)} tax (20%)`,
      );

      // Editing shows the net typed, not what the customer pays.
      await page
        .getByTestId("proposal-panel")
        .getByRole("button", { name: "Edit Proposal" })
        .click();
      const edit = page.getByTestId("edit-proposal-form");
      await expect(edit.getByLabel(`Your quote (${currency})`)).toHaveValue("1000.00");
      await edit.getByRole("button", { name: "Cancel" }).click();
    } finally {
      await setTaxDetails(page, { registered: false });
    }

    const [proposal] = (await customerView(customer, jobId)).proposals;
    expect(proposal).toMatchObject({ quote: "1200.00" });

    // The customer's side, in a context of its own.
    const context = await browser.newContext({ baseURL, viewport });
    const customerPage = await context.newPage();
    await signIn(customerPage, CUSTOMER.email);
    await customerPage.goto(`/jobs/${jobId}`);
    const card = customerPage.getByTestId("proposal-card").filter({ hasText: SELLER.company });
    await expect(card.getByTestId("proposal-quote")).toHaveText(money(1200, currency));
    await expect(card.getByTestId("proposal-quote-tax")).toHaveText(
      `incl. ${money(200, currency)} tax (20%)`,
    );
    await expectNoHorizontalScroll(customerPage);
    await confirmIn(customerPage, card.getByRole("button", { name: "Accept" }), "Accept proposal");
    await expectToast(customerPage, "Proposal accepted");
    const pay = customerPage.getByTestId("pay-button");
    await expect(pay).toHaveText(`Pay ${money(1200, currency)}`);
    await pay.click();
    await customerPage
      .getByRole("dialog")
      .getByRole("button", { name: `Pay ${money(1200, currency)}` })
      .click();
    await expectToast(customerPage, "Funds Secured", "Payment held in escrow until job completion");
    const view = (await (await customer.get(`/api/requests/${jobId}/proposals`)).json()) as {
      payment: { status: string; amount: string };
    };
    expect(view.payment).toMatchObject({ status: "completed", amount: "1200.00" });
  });
}
