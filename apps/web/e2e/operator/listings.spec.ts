import { expect, test, type Page } from "../fixtures";
import {
  OPERATOR,
  OTHER_OPERATOR,
  apiAs,
  browseTotal,
  createListing,
  ownListings,
  pathIs,
  signIn,
  toast,
  uniqueWord,
} from "./helpers";
import { resultCount } from "../listings/support";

/** An operator's listings: create, find in browse, deactivate, reactivate, edit; owners only. */

function rowOf(page: Page, title: string) {
  return page.getByTestId("operator-listing").filter({ has: page.getByRole("heading", { name: title }) });
}

async function expectInBrowse(page: Page, word: string, title: string) {
  await page.goto(`/listings?${new URLSearchParams({ q: word })}`);
  await expect(resultCount(page)).toHaveText("1 service(s) found");
  await expect(page.getByTestId("listing-card")).toContainText(title);
}

async function expectNotInBrowse(page: Page, word: string) {
  await page.goto(`/listings?${new URLSearchParams({ q: word })}`);
  await expect(page.getByText("No services found")).toBeVisible();
  await expect(page.getByTestId("listing-card")).toHaveCount(0);
}

test("create a listing, find it, deactivate it, reactivate it, edit it", async ({ page }) => {
  const word = uniqueWord("Skyscan");
  const title = `${word} rooftop thermal survey`;
  await signIn(page, OPERATOR.email);
  const before = (await ownListings(page.request)).items.filter((l) => l.isActive).length;

  await page.goto("/dashboard/operator");
  await page.getByRole("main").getByRole("link", { name: "Create New Listing" }).click();
  await expect(page).toHaveURL(pathIs("/create-listing"));

  // Empty: every field says what it needs.
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.locator("#title-error")).toHaveText("Title is required");
  await expect(page.locator("#description-error")).toHaveText("Description is required");
  await expect(page.locator("#category-error")).toHaveText("Please select a category");
  await expect(page.locator("#price-error")).toHaveText("Price is required");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill(
    "Radiometric thermal survey of flat and pitched roofs with a defect report and annotated images.",
  );
  await page.getByLabel("Category").selectOption("Inspection");
  // A new listing is priced in the operator's profile currency (Chen Aerial Solutions: Hong Kong).
  await expect(page.getByLabel("Currency")).toHaveValue("HKD");
  await page.getByLabel("Price (per project)").fill("12.345");
  await page.getByLabel("New requirement").fill("Thermal camera");
  await page.getByLabel("New requirement").press("Enter");
  await page.getByLabel("New requirement").fill("thermal camera");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.locator("#requirement-input-error")).toHaveText("This requirement is already added");
  await page.getByRole("button", { name: "Add Insured" }).click();
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.locator("#price-error")).toHaveText("Price can have at most 2 decimal places");
  // Nothing typed was lost.
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("list", { name: "Added requirements" })).toContainText("Thermal camera");

  await page.getByLabel("Price (per project)").fill("875.50");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(toast(page)).toContainText("Listing created");
  await expect(page).toHaveURL(pathIs("/dashboard/operator"));
  const row = rowOf(page, title);
  await expect(row.getByTestId("listing-status")).toHaveText("Active");
  await expect(row.getByTestId("listing-price")).toHaveText("HK$875.50");
  await expect(row).toContainText("Inspection");
  await expect(page.getByTestId("stat-active-listings-value")).toHaveText(String(before + 1));

  await expectInBrowse(page, word, title);

  // Deactivate: gone from browse, still on the dashboard as Inactive.
  await page.goto("/dashboard/operator");
  await rowOf(page, title).getByRole("button", { name: `Deactivate ${title}` }).click();
  await expect(toast(page)).toContainText("Listing deactivated");
  await expect(rowOf(page, title).getByTestId("listing-status")).toHaveText("Inactive");
  await expect(page.getByTestId("stat-active-listings-value")).toHaveText(String(before));
  expect(await browseTotal(page.request, word)).toBe(0);
  await expectNotInBrowse(page, word);

  // Reactivate: back in browse.
  await page.goto("/dashboard/operator");
  await rowOf(page, title).getByRole("button", { name: `Reactivate ${title}` }).click();
  await expect(toast(page)).toContainText("Listing reactivated");
  await expect(rowOf(page, title).getByTestId("listing-status")).toHaveText("Active");
  await expectInBrowse(page, word, title);

  // Edit: the form comes filled in; the change shows on the dashboard.
  await page.goto("/dashboard/operator");
  await rowOf(page, title).getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/operator\/listings\/[^/]+\/edit$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Price (per project)")).toHaveValue("875.50");
  await expect(page.getByLabel("Currency")).toHaveValue("HKD");
  await page.getByLabel("Price (per project)").fill("990");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Listing updated");
  await expect(page).toHaveURL(pathIs("/dashboard/operator"));
  await expect(rowOf(page, title).getByTestId("listing-price")).toHaveText("€990.00");
});

test("a price typed with thousands separators is read as money; a comma out of place is refused", async ({ page }) => {
  const title = `${uniqueWord("Grouped")} orthophoto mapping`;
  await signIn(page, OPERATOR.email);
  await page.goto("/create-listing");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Orthophoto mapping of a construction site with a georeferenced mosaic.");
  await page.getByLabel("Category").selectOption("Mapping");
  await page.getByLabel("Price (per project)").fill("12,00");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.locator("#price-error")).toHaveText("Price must be a number");

  await page.getByLabel("Price (per project)").fill(" 1,200.50 ");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(toast(page)).toContainText("Listing created");
  await expect(rowOf(page, title).getByTestId("listing-price")).toHaveText("HK$1,200.50");
});

test("editing in two tabs: the second save is refused with the reason and keeps what was typed", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  const title = `${uniqueWord("Twotabs")} pipeline survey`;
  const listing = await createListing(page.context().request, title);
  const editPath = `/dashboard/operator/listings/${listing.id}/edit`;
  const second = await page.context().newPage();
  await page.goto(editPath);
  await second.goto(editPath);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(second.getByLabel("Title")).toHaveValue(title);

  // The first tab saves a new title.
  await page.getByLabel("Title").fill(`${title} (first tab)`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Listing updated");

  // The second tab, read before that save, is told and keeps its typing; nothing of it is saved.
  const changedElsewhere =
    "This listing was changed elsewhere. Reload to see the latest version; your changes are still in the form.";
  await second.getByLabel("Price (per project)").fill("777");
  await second.getByLabel("Description").fill("Typed in the second tab, which must not overwrite the first tab's save.");
  await second.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(second)).toContainText(changedElsewhere);
  await expect(second.getByTestId("listing-form-error")).toContainText(changedElsewhere);
  await expect(second).toHaveURL(pathIs(editPath));
  await expect(second.getByLabel("Price (per project)")).toHaveValue("777");
  await expect(second.getByLabel("Title")).toHaveValue(title);

  const saved = (await ownListings(page.request)).items.find((item) => item.id === listing.id);
  expect(saved).toMatchObject({ title: `${title} (first tab)`, price: "640.00" });

  // Reloaded, the second tab shows the first tab's save and can save on top of it.
  await second.reload();
  await expect(second.getByLabel("Title")).toHaveValue(`${title} (first tab)`);
  await second.getByLabel("Price (per project)").fill("777");
  await second.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(second)).toContainText("Listing updated");
  await second.close();
});

test("another operator can neither change the listing nor open its edit page", async ({ page, baseURL }) => {
  const owner = await apiAs(baseURL, OPERATOR.email);
  const other = await apiAs(baseURL, OTHER_OPERATOR.email);
  try {
    const word = uniqueWord("Guarded");
    const listing = await createListing(owner, `${word} corridor mapping`);

    const edit = await other.put(`/api/listings/${listing.id}`, {
      data: {
        title: "Taken over",
        description: "Another operator tries to rewrite this listing.",
        category: "Mapping",
        price: 1,
      },
    });
    expect(edit.status()).toBe(403);
    expect(await edit.json()).toMatchObject({ message: "You can only change your own listings." });
    const off = await other.patch(`/api/listings/${listing.id}/status`, { data: { isActive: false } });
    expect(off.status()).toBe(403);
    expect(await browseTotal(owner, word)).toBe(1);

    await signIn(page, OTHER_OPERATOR.email);
    await page.goto(`/dashboard/operator/listings/${listing.id}/edit`);
    await expect(page.getByTestId("edit-listing-forbidden")).toContainText("You can only change your own listings.");
    await expect(page.getByLabel("Title")).toHaveCount(0);

    await page.goto("/dashboard/operator/listings/no-such-listing/edit");
    await expect(page.getByTestId("edit-listing-not-found")).toContainText("Listing not found");
  } finally {
    await owner.dispose();
    await other.dispose();
  }
});
