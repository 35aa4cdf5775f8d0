import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as plain from "./plain";
import { LISTING_QUERY_PARAMETERS } from "./plain";
import { listListingsFieldsSchema } from "./listings";

const here = import.meta.dirname;

/** The relative modules a module imports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(here, file), "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms)].map(
    (match) => match[1]!,
  );
}

function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return runtimeImports(file).some((target) =>
    target.startsWith(".") ? reachesZod(`${target.slice(2)}.ts`, seen) : target === "zod",
  );
}

describe("@skyhire/validators/plain", () => {
  it("imports no zod, directly or through another module", () => {
    expect(reachesZod("plain.ts")).toBe(false);
    // The check itself sees zod where it is.
    expect(reachesZod("places.ts")).toBe(true);
  });

  it("holds what the public pages' client code uses", () => {
    for (const name of [
      "LISTING_CATEGORIES",
      "LISTING_SORTS",
      "LISTING_SORT_LABELS",
      "PLACES",
      "RADIUS_KM",
      "SEARCH_RADIUS_OPTIONS_KM",
      "largestVariant",
      "LIMITS",
      "REFERENCE_RATES_NOTE",
    ]) {
      expect(plain, name).toHaveProperty(name);
    }
  });

  it("names only query parameters the browse schema reads", () => {
    expect(Object.keys(listListingsFieldsSchema.shape)).toEqual(
      expect.arrayContaining([...LISTING_QUERY_PARAMETERS]),
    );
  });
});
