import { TAX_MESSAGES } from "@skyhire/validators";
import { expect, test, type Page } from "../fixtures";
import { expectToast } from "../toast";
import { EDITOR_PATH, expectNoHorizontalScroll, OPERATOR, signIn } from "./helpers";

/**
 * Tax details under the operator profile editor (docs/product.md#invoices): the seller's legal name,
 * address, tax id and registration, saved on their own and kept after a reload; the card sits in the
 * editor's column. The demo operator's details are put back empty at the end (other specs' invoices
 * read them).
 */

const taxCard = (page: Page) => page.getByTestId("operator-tax-details");

async function openEditor(page: Page) {
  await page.goto(EDITOR_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Operator Profile");
  await expect(taxCard(page).getByLabel("Legal name")).toBeVisible();
}

/** The tax card's left edge and width, and those of the editor's first card. */
async function columns(page: Page) {
  const editorCard = await page.locator('main [data-slot="card"]').first().boundingBox();
  const card = await taxCard(page).boundingBox();
  return { editor: [editorCard?.x, editorCard?.width], tax: [card?.x, card?.width] };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the operator saves tax details that survive a reload, in the editor's column at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, OPERATOR.email, OPERATOR.password);
    await openEditor(page);
    const sizes = await columns(page);
    expect(sizes.tax).toEqual(sizes.editor);
    await expectNoHorizontalScroll(page);

    const card = taxCard(page);
    await card.getByLabel("Legal name").fill("Chen Aerial Solutions Pty Ltd");
    await card.getByLabel("Address").fill("1 Harbour Street\nSydney NSW 2000");
    await card.getByLabel("Tax id (VAT, GST, ABN…)").fill("ABN 51 824 753 556");
    await card.getByLabel("I am registered for tax (VAT, GST…)").check();
    // A rate that is not a percentage is refused where it was typed, and nothing is saved.
    await card.getByLabel("Tax rate (%)").fill("ten");
    await card.getByRole("button", { name: "Save Tax Details" }).click();
    await expect(card.getByText(TAX_MESSAGES.rate)).toBeVisible();
    await card.getByLabel("Tax rate (%)").fill("10");
    await card.getByRole("button", { name: "Save Tax Details" }).click();
    await expectToast(page, "Tax details saved");

    await openEditor(page);
    await expect(card.getByLabel("Legal name")).toHaveValue("Chen Aerial Solutions Pty Ltd");
    await expect(card.getByLabel("Address")).toHaveValue("1 Harbour Street\nSydney NSW 2000");
    await expect(card.getByLabel("Tax id (VAT, GST, ABN…)")).toHaveValue("ABN 51 824 753 556");
    await expect(card.getByLabel("I am registered for tax (VAT, GST…)")).toBeChecked();
    await expect(card.getByLabel("Tax rate (%)")).toHaveValue("10.00");

    // Back as the seed left them.
    for (const label of ["Legal name", "Address", "Tax id (VAT, GST, ABN…)"])
      await card.getByLabel(label).fill("");
    await card.getByLabel("I am registered for tax (VAT, GST…)").uncheck();
    await card.getByRole("button", { name: "Save Tax Details" }).click();
    await expectToast(page, "Tax details saved");
    await openEditor(page);
    await expect(card.getByLabel("Legal name")).toHaveValue("");
    await expect(card.getByLabel("I am registered for tax (VAT, GST…)")).not.toBeChecked();
  });
}
