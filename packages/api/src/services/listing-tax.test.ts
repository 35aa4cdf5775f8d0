import { taxAddedOnTop, type OperatorTaxDetailsInput } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** An operator with these tax details (saved through the profile's procedure) and one listing with a unique word. */
async function listingOf(details: OperatorTaxDetailsInput | null) {
  const operator = await t.makeOperator({ location: "London", currency: "GBP" });
  if (details) await t.callerFor(operator.user).profiles.operator.updateTaxDetails(details);
  const word = `taxword${operator.user.id.slice(0, 8).replace(/[^a-z0-9]/gi, "")}`;
  const listing = await t.makeListing({ operatorId: operator.user.id, title: `Bridge survey ${word}`, price: "500.00", currency: "GBP" });
  return { operator, listing, word };
}

/** `priceTaxAdded` of the listing wherever a listing is read: browse, its page, its operator's page, favourites, the owner's list, the admin's. */
async function everywhere({ operator, listing, word }: Awaited<ReturnType<typeof listingOf>>) {
  const anyone = t.callerFor(null);
  const customer = await t.makeUser();
  await t.callerFor(customer).favourites.add({ listingId: listing.id });
  const admin = await t.makeUser({ role: "admin" });
  const browse = await anyone.listings.list({ q: word });
  const operatorPage = await anyone.operators.byId({ id: operator.user.id });
  const favourites = await t.callerFor(customer).favourites.list();
  const mine = await t.callerFor(operator.user).listings.mine({});
  const moderation = await t.callerFor(admin).adminListings.list({ q: listing.id });
  return [
    browse.items.find((l) => l.id === listing.id)?.priceTaxAdded,
    (await anyone.listings.byId({ id: listing.id })).priceTaxAdded,
    operatorPage.listings.find((l) => l.id === listing.id)?.priceTaxAdded,
    favourites.find((f) => f.listing?.id === listing.id)?.listing?.priceTaxAdded,
    mine.items.find((l) => l.id === listing.id)?.priceTaxAdded,
    (await t.callerFor(operator.user).listings.mineById({ id: listing.id })).priceTaxAdded,
    moderation.items.find((l) => l.id === listing.id)?.priceTaxAdded,
  ];
}

describe("listing prices of an operator whose prices exclude tax (docs/product.md#invoices)", () => {
  it("carry the rate added on top wherever a listing is read", async () => {
    const listing = await listingOf({ registeredForTax: true, taxRate: "20", pricesIncludeTax: false });
    expect(await everywhere(listing)).toEqual(Array(7).fill("20.00"));
    // Changed, then saved again: the next read follows the profile.
    await t.callerFor(listing.operator.user).profiles.operator.updateTaxDetails({ registeredForTax: true, taxRate: "7.5", pricesIncludeTax: false });
    expect((await t.callerFor(null).listings.byId({ id: listing.listing.id })).priceTaxAdded).toBe("7.50");
  });

  it.each([
    ["prices include the tax", { registeredForTax: true, taxRate: "20", pricesIncludeTax: true }],
    ["not registered for tax", { registeredForTax: false, pricesIncludeTax: false }],
    ["no tax details at all", null],
  ] as const)("carry none when %s: the price is what the customer pays", async (_, details) => {
    expect(await everywhere(await listingOf(details))).toEqual(Array(7).fill(null));
  });

  it("read the same rule as the proposals (taxAddedOnTop)", async () => {
    for (const details of [
      { registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false },
      { registeredForTax: true, taxRate: "20.00", pricesIncludeTax: true },
      { registeredForTax: false, taxRate: null, pricesIncludeTax: false },
    ]) {
      const { listing } = await listingOf(details);
      expect((await t.callerFor(null).listings.byId({ id: listing.id })).priceTaxAdded).toBe(taxAddedOnTop(details));
    }
  });
});
