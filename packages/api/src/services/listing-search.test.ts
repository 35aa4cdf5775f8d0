import { listListingsSchema, type ListListingsInput } from "@skyhire/validators";
import { searchWords, serviceListings } from "@skyhire/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { createTestContext, type TestContext } from "../testing";
import { listPublicListings } from "./listing-search";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A word no other test uses, so a search sees only this test's rows. */
function token(name: string) {
  return `${name}${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
}

function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

async function search(input: ListListingsInput) {
  return listPublicListings(t.db, listListingsSchema.parse(input));
}

async function ids(input: ListListingsInput) {
  return (await search(input)).items.map((item) => item.id);
}

describe("words", () => {
  it("stems English words: a search for 'inspections' finds 'inspection'", async () => {
    const word = token("stem");
    const listing = await t.makeListing({ title: `${word} roof inspection` });
    expect(await ids({ q: `${word} inspections` })).toEqual([listing.id]);
  });

  it("supports quoted phrases and -word exclusion", async () => {
    const word = token("syntax");
    const phrase = await t.makeListing({ title: `${word} thermal survey of panels` });
    const apart = await t.makeListing({ title: `${word} survey with thermal camera` });
    expect(await ids({ q: `${word} "thermal survey"` })).toEqual([phrase.id]);
    expect(await ids({ q: `${word} -camera` })).toEqual([phrase.id]);
    expect((await ids({ q: `${word} thermal` })).sort()).toEqual([phrase.id, apart.id].sort());
  });

  it("ranks a title match above a description match", async () => {
    const word = token("rank");
    const inDescription = await t.makeListing({
      description: `We fly ${word} missions.`,
      createdAt: minutesAgo(1),
    });
    const inTitle = await t.makeListing({
      title: `${word} aerial package`,
      createdAt: minutesAgo(5),
    });
    const result = await search({ q: word });
    expect(result.items.map((item) => item.id)).toEqual([inTitle.id, inDescription.id]);
    expect(result.match).toBe("words");
  });

  it("falls back to similar-looking words for a typo and says so", async () => {
    const word = token("Zephyrine");
    const listing = await t.makeListing({ title: `${word} thermal inspection` });
    // One letter swapped inside the unique word: no stemmed word matches, the trigram fallback does.
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const result = await search({ q: typo });
    expect(result.match).toBe("similar");
    expect(result.items.map((item) => item.id)).toContain(listing.id);
  });

  it("searches the known word a typo stands for, in descriptions as well as titles", async () => {
    const word = token("Sandpiper");
    const titled = await t.makeListing({ title: `${word} roof survey` });
    const described = await t.makeListing({ title: "Roof survey", description: `Flown with the ${word} rig.` });
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const result = await search({ q: typo });
    expect(result.match).toBe("similar");
    expect(result.items.map((item) => item.id).sort()).toEqual([titled.id, described.id].sort());
    expect(result.total).toBe(2);
  });

  it("pages through the services found by similar words, with their total on every page", async () => {
    const word = token("Kittiwake");
    const made = [];
    for (let index = 0; index < 3; index++) made.push(await t.makeListing({ title: `${word} survey ${index}` }));
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const first = await search({ q: typo, pageSize: 2 });
    const second = await search({ q: typo, pageSize: 2, page: 2 });
    expect([first.match, second.match]).toEqual(["similar", "similar"]);
    expect([first.total, second.total]).toEqual([3, 3]);
    const seen = [...first.items, ...second.items].map((item) => item.id).sort();
    expect(seen).toEqual(made.map((listing) => listing.id).sort());
    const past = await search({ q: typo, pageSize: 2, page: 3 });
    expect([past.items, past.total]).toEqual([[], 3]);
  });

  it("corrects one mistyped word among several and still asks for all of them", async () => {
    const word = token("Cormorant");
    const both = await t.makeListing({ title: `${word} bridge survey` });
    await t.makeListing({ title: `${word} roof survey` });
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const result = await search({ q: `${typo} bridge` });
    expect(result.match).toBe("similar");
    expect(result.items.map((item) => item.id)).toEqual([both.id]);
  });

  it("finds nothing, rather than anything, when no known word looks like the search", async () => {
    const result = await search({ q: "qxjzvwq" });
    expect(result.match).toBe("similar");
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
  });

  it("does not rewrite a search that uses quotes, -word or or", async () => {
    const word = token("Heron");
    await t.makeListing({ title: `${word} bridge survey` });
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    for (const q of [`"${typo} bridge"`, `${typo} -bridge`, `${typo} or qxjzvwq`]) {
      const result = await search({ q });
      expect(result.match).toBe("similar");
      expect(result.items).toEqual([]);
    }
  });

  it("finds nothing when one of several words looks like no known word", async () => {
    const word = token("Kingfisher");
    await t.makeListing({ title: `${word} bridge survey` });
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const result = await search({ q: `${typo} qxjzvwq` });
    expect(result.match).toBe("similar");
    expect(result.items).toEqual([]);
  });
});

describe("known words (the typo fallback's vocabulary)", () => {
  async function known(words: string[]) {
    const rows = await t.db.select().from(searchWords).where(inArray(searchWords.word, words));
    return rows.map((row) => row.word).sort();
  }

  it("learns the words of new and edited titles, lower case, without stopwords or short words", async () => {
    const first = token("Larkspur");
    const second = token("Marigold");
    const listing = await t.makeListing({ title: `The ${first} of an ab-survey` });
    expect(await known([first, "the", "of", "an", "ab"])).toEqual([first]);
    await t.db.update(serviceListings).set({ title: `${second} survey` }).where(eq(serviceListings.id, listing.id));
    expect(await known([first, second])).toEqual([first, second].sort());
  });
});

describe("place", () => {
  it("finds operators within the radius of a place and shows the distance", async () => {
    const word = token("near");
    const sydney = await t.makeOperator({ location: "Sydney", serviceRadiusKm: 10 });
    const wollongong = await t.makeOperator({ location: "Wollongong", serviceRadiusKm: 10 });
    const melbourne = await t.makeOperator({ location: "Melbourne", serviceRadiusKm: 10 });
    const inSydney = await t.makeListing({ operatorId: sydney.user.id, title: `${word} a` });
    const inWollongong = await t.makeListing({
      operatorId: wollongong.user.id,
      title: `${word} b`,
    });
    await t.makeListing({ operatorId: melbourne.user.id, title: `${word} c` });

    const within50 = await search({ q: word, near: "Sydney", radiusKm: 50 });
    expect(within50.items.map((item) => item.id)).toEqual([inSydney.id]);
    expect(within50.items[0]?.distanceKm).toBe(0);
    expect(within50.nearPlace).toBe("Sydney");

    const within100 = await ids({ q: word, near: "sydney", radiusKm: 100, sort: "newest" });
    expect(within100.sort()).toEqual([inSydney.id, inWollongong.id].sort());
  });

  it("also matches operators whose service radius reaches the place", async () => {
    const word = token("reach");
    const travels = await t.makeOperator({ location: "Wollongong", serviceRadiusKm: 150 });
    const listing = await t.makeListing({ operatorId: travels.user.id, title: `${word} survey` });
    const result = await search({ q: word, near: "Sydney", radiusKm: 10 });
    expect(result.items.map((item) => item.id)).toEqual([listing.id]);
    expect(result.items[0]?.distanceKm).toBeGreaterThan(60);
  });

  it("searches around a point given by latitude and longitude", async () => {
    const word = token("point");
    const perth = await t.makeOperator({ location: "Perth" });
    const listing = await t.makeListing({ operatorId: perth.user.id, title: `${word} mapping` });
    expect(await ids({ q: word, lat: -31.9, lng: 115.9, radiusKm: 25 })).toEqual([listing.id]);
    expect(await ids({ q: word, lat: 0, lng: 0, radiusKm: 25 })).toEqual([]);
  });
});

describe("sort and filters", () => {
  async function priced(word: string) {
    const cheap = await t.makeListing({
      title: `${word} a`,
      price: "100.00",
      createdAt: minutesAgo(3),
    });
    const dear = await t.makeListing({
      title: `${word} b`,
      price: "900.00",
      createdAt: minutesAgo(2),
    });
    const middle = await t.makeListing({
      title: `${word} c`,
      price: "500.00",
      createdAt: minutesAgo(1),
    });
    return { cheap, dear, middle };
  }

  it("sorts by price both ways and by newest", async () => {
    const word = token("sort");
    const { cheap, dear, middle } = await priced(word);
    expect(await ids({ q: word, sort: "price_asc" })).toEqual([cheap.id, middle.id, dear.id]);
    expect(await ids({ q: word, sort: "price_desc" })).toEqual([dear.id, middle.id, cheap.id]);
    expect(await ids({ q: word, sort: "newest" })).toEqual([middle.id, dear.id, cheap.id]);
  });

  it("filters by price range", async () => {
    const word = token("range");
    const { middle, dear } = await priced(word);
    expect(await ids({ q: word, minPrice: 400, sort: "price_asc" })).toEqual([middle.id, dear.id]);
    expect(await ids({ q: word, minPrice: 400, maxPrice: 600 })).toEqual([middle.id]);
  });

  it("filters verified operators and a minimum rating, and sorts by rating", async () => {
    const word = token("rated");
    const top = await t.makeOperator({ rating: "4.90", isVerified: true });
    const fair = await t.makeOperator({ rating: "3.50" });
    const topListing = await t.makeListing({
      operatorId: top.user.id,
      title: `${word} a`,
      createdAt: minutesAgo(2),
    });
    const fairListing = await t.makeListing({ operatorId: fair.user.id, title: `${word} b` });
    expect(await ids({ q: word, verified: "true" })).toEqual([topListing.id]);
    expect(await ids({ q: word, minRating: 4 })).toEqual([topListing.id]);
    expect(await ids({ q: word, sort: "rating" })).toEqual([topListing.id, fairListing.id]);
    expect(await ids({ q: word, sort: "newest" })).toEqual([fairListing.id, topListing.id]);
  });
});

describe("cursor paging for API clients", () => {
  it("walks every match once, in order, in each sort", async () => {
    const word = token("cursor");
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await t.makeListing({
          title: `${word} ${i}`,
          price: `${100 + i}.00`,
          createdAt: minutesAgo(10 - i),
        }),
      );
    }
    for (const sort of ["newest", "price_asc", "price_desc", "rating", "relevance"] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 5; guard += 1) {
        const page = await search({ q: word, sort, pageSize: 2, cursor });
        seen.push(...page.items.map((item) => item.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(new Set(seen).size).toBe(5);
      expect(seen.sort()).toEqual(made.map((listing) => listing.id).sort());
    }
    const byPrice = await ids({ q: word, sort: "price_asc", pageSize: 5 });
    expect(byPrice).toEqual(made.map((listing) => listing.id));
  });

  it("offers no next cursor when a page ends the results exactly", async () => {
    const word = token("exactpage");
    await t.makeListing({ title: `${word} a` });
    await t.makeListing({ title: `${word} b` });
    for (const sort of ["newest", "relevance", "price_asc"] as const) {
      const first = await search({ q: word, sort, pageSize: 1 });
      expect(first.nextCursor, sort).toEqual(expect.any(String));
      const last = await search({ q: word, sort, pageSize: 1, cursor: first.nextCursor ?? "" });
      expect(last.items, sort).toHaveLength(1);
      expect(last.nextCursor, sort).toBeNull();
      expect((await search({ q: word, sort, pageSize: 2 })).nextCursor, sort).toBeNull();
    }
  });

  it("refuses a cursor it did not make, or one of another sort", async () => {
    const word = token("badcursor");
    await t.makeListing({ title: `${word} a` });
    await t.makeListing({ title: `${word} b` });
    const first = await search({ q: word, sort: "newest", pageSize: 1 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const invalid = new DomainError("BAD_REQUEST", "Cursor is not valid for this search");
    await expect(
      search({ q: word, sort: "price_asc", cursor: first.nextCursor ?? "" }),
    ).rejects.toEqual(invalid);
    await expect(search({ q: word, cursor: "not-a-cursor" })).rejects.toEqual(invalid);
    // A position no ranked search reaches (the database would refuse an offset this large).
    const farAway = Buffer.from(JSON.stringify({ sort: "relevance", offset: 1e30 })).toString("base64url");
    await expect(search({ q: word, cursor: farAway })).rejects.toEqual(invalid);
  });
});

describe("cards", () => {
  it("carry the listing's fields and its operator's, from a keyset page and a ranked one alike", async () => {
    const word = token("card");
    // An operator whose prices exclude tax: the rate added on top reaches the card too.
    const seller = await t.makeOperator({
      taxDetails: { legalName: null, address: null, taxId: null, registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false },
    });
    const listing = await t.makeListing({ operatorId: seller.user.id, title: `${word} card check`, requirements: ["insured"] });
    for (const sort of ["newest", "relevance"] as const) {
      const [card] = (await search({ q: word, sort })).items;
      expect(card, sort).toEqual({
        id: listing.id,
        operatorId: listing.operatorId,
        title: listing.title,
        description: listing.description,
        price: listing.price,
        priceTaxAdded: "20.00",
        currency: listing.currency,
        category: listing.category,
        requirements: ["insured"],
        createdAt: listing.createdAt,
        coverPhoto: null,
        distanceKm: null,
        operator: {
          id: listing.operatorId,
          companyName: expect.any(String),
          rating: listing.operatorRating,
          completedJobs: 0,
          location: "Sydney",
          isVerified: listing.operatorVerified,
          currency: expect.any(String),
        },
      });
      expect(Object.keys(card ?? {})).toEqual([
        "id", "operatorId", "title", "description", "price", "priceTaxAdded", "currency", "category", "requirements",
        "createdAt", "coverPhoto", "distanceKm", "operator",
      ]);
    }
  });
});
