/**
 * How browse sends its statements: a plain browse as named statements (one plan fits every page
 * and category), any search whose plan depends on its values — words, a place, a price or rating
 * filter, a cursor — unnamed, so PostgreSQL plans it for the values at hand instead of falling back
 * to a generic plan (at 100k listings a common word's generic plan took 229 ms against 35 ms).
 */
import { schema } from "@skyhire/db";
import { listListingsSchema, type ListListingsInput } from "@skyhire/validators";
import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { listPublicListings } from "./listing-search";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const operator = await t.makeOperator();
  await t.makeListing({ operatorId: operator.user.id, title: "Thermal roof inspection" });
});
afterAll(async () => t?.close());

/** The statements a browse sends, each with whether it went as a named (prepared) statement. */
async function sentStatements(input: ListListingsInput) {
  const sent: { text: string; named: boolean }[] = [];
  const client = t.db.$client;
  const recording = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== "unsafe") return Reflect.get(target, property, receiver) as unknown;
      return (text: string, params: postgres.ParameterOrJSON<never>[] = [], options?: { prepare?: boolean }) => {
        sent.push({ text, named: options?.prepare === true });
        return target.unsafe(text, params, options);
      };
    },
  });
  await listPublicListings(drizzle(recording, { schema }), listListingsSchema.parse(input));
  return sent.filter((statement) => statement.text.includes('from "service_listings"'));
}

describe("browse statements", () => {
  it("sends a plain browse, with or without a category, as named statements", async () => {
    for (const input of [{}, { category: "Inspection" }, { sort: "price_asc" }] satisfies ListListingsInput[]) {
      const statements = await sentStatements(input);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.every((statement) => statement.named)).toBe(true);
    }
  });

  it("sends a search whose plan depends on its values unnamed, planned for each request", async () => {
    const searches: ListListingsInput[] = [
      { q: "inspection" },
      { q: "thermla" },
      { near: "Sydney", radiusKm: 50 },
      { minPrice: 100 },
      { minRating: 4 },
      { verified: true },
    ];
    for (const input of searches) {
      const statements = await sentStatements(input);
      expect(statements.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(statements.some((statement) => statement.named), JSON.stringify(input)).toBe(false);
    }
  });

  it("reads a ranked search's matches once: its page carries the total", async () => {
    const ranked = await sentStatements({ q: "inspection" });
    expect(ranked).toHaveLength(1);
    expect(ranked[0]?.text).toContain("count(*) over ()");
  });

  it("answers a page with one statement: its rows, their operators and the search's total", async () => {
    const searches: ListListingsInput[] = [
      {},
      { category: "Inspection", sort: "price_asc" },
      { q: "inspection" },
      { q: "inspection", sort: "price_asc" },
      { near: "Sydney", radiusKm: 50, sort: "price_desc" },
      { minRating: 4, sort: "rating" },
    ];
    for (const input of searches) {
      const statements = await sentStatements(input);
      expect(statements, JSON.stringify(input)).toHaveLength(1);
      expect(statements[0]?.text, JSON.stringify(input)).toContain('join "operator_profiles"');
    }
  });

  it("counts apart only for a page past the end, to tell it from a search that matched nothing", async () => {
    const pastTheEnd = await sentStatements({ q: "inspection", sort: "price_asc", page: 9 });
    expect(pastTheEnd).toHaveLength(2);
    expect(pastTheEnd[1]?.text.startsWith("select count(*)")).toBe(true);
  });
});
