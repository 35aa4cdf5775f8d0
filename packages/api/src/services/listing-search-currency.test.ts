import { CURRENCIES, listListingsSchema, REFERENCE_USD_RATES, type ListListingsInput } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { listPublicListings } from "./listing-search";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function ids(input: ListListingsInput) {
  return (await listPublicListings(t.db, listListingsSchema.parse(input))).items.map((item) => item.id);
}

describe("browse compares prices of several currencies in US dollars at reference rates", () => {
  it("uses in SQL exactly the reference rates the code documents", async () => {
    for (const currency of CURRENCIES) {
      const rows = await t.db.execute<{ usd: string }>(sql`select reference_usd(1000, ${currency})::text as usd`);
      const usd = Number([...rows][0]?.usd);
      expect(usd, currency).toBeCloseTo(1000 * REFERENCE_USD_RATES[currency], 2);
    }
  });

  it("sorts and filters by the reference price, and each card keeps its own currency", async () => {
    const word = `fxsort${Math.random().toString(36).slice(2, 8)}`;
    const make = (price: string, currency: "HKD" | "USD" | "EUR" | "AUD") =>
      t.makeListing({ title: `${word} ${currency}`, price, currency });
    const hkd = await make("5000.00", "HKD"); // US$640
    const usd = await make("700.00", "USD"); // US$700
    const eur = await make("500.00", "EUR"); // US$540
    const aud = await make("1500.00", "AUD"); // US$975
    // By the stored numbers alone the order would be EUR 500, USD 700, AUD 1500, HKD 5000.
    expect(await ids({ q: word, sort: "price_asc" })).toEqual([eur.id, hkd.id, usd.id, aud.id]);
    expect(await ids({ q: word, sort: "price_desc" })).toEqual([aud.id, usd.id, hkd.id, eur.id]);
    expect((await ids({ q: word, minPrice: 600, maxPrice: 800 })).sort()).toEqual([hkd.id, usd.id].sort());
    expect(await ids({ q: word, maxPrice: 600 })).toEqual([eur.id]);

    const page = await listPublicListings(t.db, listListingsSchema.parse({ q: word, sort: "price_asc" }));
    expect(page.items.map((item) => [item.price, item.currency])).toEqual([
      ["500.00", "EUR"],
      ["5000.00", "HKD"],
      ["700.00", "USD"],
      ["1500.00", "AUD"],
    ]);
  });

  it("recomputes the reference price when a listing's currency changes", async () => {
    const listing = await t.makeListing({ price: "1000.00", currency: "GBP" });
    const read = async () =>
      [...(await t.db.execute<{ price_usd: string }>(sql`select price_usd::text from service_listings where id = ${listing.id}`))][0]
        ?.price_usd;
    expect(await read()).toBe("1270.00");
    await t.db.execute(sql`update service_listings set currency = 'SGD' where id = ${listing.id}`);
    expect(await read()).toBe("750.00");
  });
});
