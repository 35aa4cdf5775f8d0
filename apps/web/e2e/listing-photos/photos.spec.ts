import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "../fixtures";
import { createListing, expectNoHorizontalScroll, OPERATOR, signIn, toast, uniqueWord } from "../operator/helpers";

/** Listing photos: the operator adds two, reorders them, saves; browse shows the cover, the detail page the gallery. */

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** The upload id a next/image source points at (/_next/image?url=%2Fapi%2Fuploads%2F{id}&w=…). */
async function uploadIdOf(image: Locator): Promise<string> {
  const src = (await image.getAttribute("src")) ?? "";
  const url = new URL(src, "http://localhost").searchParams.get("url") ?? src;
  return url.replace("/api/uploads/", "");
}

/** The picture really arrived (decoded by the browser, not a broken image). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("an operator adds two photos, reorders them and saves; browse shows the cover, the detail page the gallery", async ({
  page,
}) => {
  const word = uniqueWord("Photoscan");
  const title = `${word} roof inspection with photos`;
  await signIn(page, OPERATOR.email);
  const listing = await createListing(page.request, title);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/operator/listings/${listing.id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible();
  await page.getByTestId("photo-input").setInputFiles([fixture("rooftop-a.jpg"), fixture("rooftop-b.jpg")]);
  const picked = page.getByTestId("picked-photo");
  await expect(picked).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Add photos" })).toBeEnabled();
  await expect(page.getByText("2 of 8 photos")).toBeVisible();
  await page.getByLabel("Alt text for photo 1").fill("Red roof, north side");
  await page.getByLabel("Alt text for photo 2").fill("Blue roof, south side");
  await expectLoaded(picked.nth(1).getByRole("img"));

  // B becomes the cover.
  const idOfB = await uploadIdOf(picked.nth(1).getByRole("img"));
  await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(picked.first().getByTestId("cover-badge")).toBeVisible();
  await expect(page.getByLabel("Alt text for photo 1")).toHaveValue("Blue roof, south side");
  expect(await uploadIdOf(picked.first().getByRole("img"))).toBe(idOfB);
  await shoot(page, "edit-form-1280");

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Listing updated");
  await expect(page).toHaveURL(/\/dashboard\/operator$/);

  // Browse: the card's cover is B, drawn by next/image with sizes.
  await page.goto(`/listings?${new URLSearchParams({ q: word })}`);
  const card = page.getByTestId("listing-card");
  await expect(card).toHaveCount(1);
  const cover = card.getByTestId("listing-cover").getByRole("img", { name: "Blue roof, south side" });
  await expectLoaded(cover);
  expect(await uploadIdOf(cover)).toBe(idOfB);
  await expect(cover).toHaveAttribute("sizes", /33vw/);
  await expect(cover).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fapi%2Fuploads%2F/);
  await shoot(page, "browse-1280");

  // Detail: the gallery, B large first, then A on request.
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const gallery = page.getByTestId("listing-gallery");
  await expectLoaded(gallery.getByRole("img", { name: "Blue roof, south side" }).first());
  await expect(gallery.getByRole("button", { name: /Show photo \d of 2/ })).toHaveCount(2);
  await shoot(page, "detail-1280");
  await gallery.getByRole("button", { name: "Show photo 2 of 2: Red roof, north side" }).click();
  await expect(gallery.getByRole("button", { name: /Show photo 2 of 2/ })).toHaveAttribute("aria-pressed", "true");
  await expectLoaded(gallery.getByRole("img", { name: "Red roof, north side" }).first());

  // A phone: no sideways scrolling, the photos fill the width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expectLoaded(page.getByTestId("listing-gallery").getByRole("img", { name: "Blue roof, south side" }).first());
  await expectNoHorizontalScroll(page);
  await shoot(page, "detail-375");
  await page.goto(`/listings?${new URLSearchParams({ q: word })}`);
  await expectLoaded(page.getByTestId("listing-cover").getByRole("img", { name: "Blue roof, south side" }));
  await expectNoHorizontalScroll(page);
  await shoot(page, "browse-375");
  await page.goto(`/dashboard/operator/listings/${listing.id}/edit`);
  await expect(page.getByTestId("picked-photo")).toHaveCount(2);
  await expect(page.getByLabel("Alt text for photo 1")).toHaveValue("Blue roof, south side");
  await expectNoHorizontalScroll(page);
  await shoot(page, "edit-form-375");
});

test("the picker refuses a file that is not a photo with a clear message", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  const listing = await createListing(page.request, `${uniqueWord("Photoscan")} refusal check`);
  await page.goto(`/dashboard/operator/listings/${listing.id}/edit`);
  // A text file is refused before it is sent; named .jpg, words inside are refused by the server (it reads the bytes).
  for (const { name, mimeType } of [
    { name: "notes.txt", mimeType: "text/plain" },
    { name: "fake.jpg", mimeType: "image/jpeg" },
  ]) {
    await page.getByTestId("photo-input").setInputFiles({ name, mimeType, buffer: Buffer.from("not a picture") });
    await expect(page.getByTestId("photo-picker-errors")).toHaveText(
      `${name} is not a photo. Please select a JPG, PNG or WebP image.`,
    );
  }
  await expect(page.getByTestId("picked-photo")).toHaveCount(0);
});

test("seeded listings show their photos on browse cards and the operator page's tiles", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/listings");
  // Other tests may have added listings of their own: look at the seeded ones.
  const covers = page.getByTestId("listing-cover").getByRole("img", { name: /^Illustration: a drone/ });
  await expectLoaded(covers.first());
  expect(await covers.count()).toBeGreaterThan(3);
  await shoot(page, "seeded-browse-1280");

  const seededCard = page.getByTestId("listing-card").filter({ has: covers }).first();
  await seededCard.getByRole("link").last().click();
  await expect(page).toHaveURL(/\/operators\//);
  const tiles = page.getByTestId("operator-page-listings").getByRole("img");
  await expect(tiles.first()).toBeVisible();
  for (const tile of await tiles.all()) {
    await tile.scrollIntoViewIfNeeded();
    await expectLoaded(tile);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "seeded-operator-1280");
});

test("a new listing is created with a photo from the create form", async ({ page }) => {
  const word = uniqueWord("Photonew");
  const title = `${word} facade survey`;
  await signIn(page, OPERATOR.email);
  await page.goto("/create-listing");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Close-range facade survey with annotated photos of every defect found.");
  await page.getByLabel("Category").selectOption("Inspection");
  await page.getByLabel("Price (per project)").fill("540");
  await page.getByTestId("photo-input").setInputFiles(fixture("rooftop-a.jpg"));
  await expect(page.getByTestId("picked-photo")).toHaveCount(1);
  await expect(page.getByTestId("cover-badge")).toBeVisible();
  await page.getByLabel("Alt text for photo 1").fill("Facade, west side");
  await expect(page.getByRole("button", { name: "Create Listing" })).toBeEnabled();
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(toast(page)).toContainText("Listing created");

  await page.goto(`/listings?${new URLSearchParams({ q: word })}`);
  const card = page.getByTestId("listing-card");
  await expectLoaded(card.getByRole("img", { name: "Facade, west side" }));
  await card.getByRole("link", { name: title }).click();
  const gallery = page.getByTestId("listing-gallery");
  await expectLoaded(gallery.getByRole("img", { name: "Facade, west side" }));
  // One photo: no thumbnails to choose from.
  await expect(gallery.getByRole("button")).toHaveCount(0);
});
