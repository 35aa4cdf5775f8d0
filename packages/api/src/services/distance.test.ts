import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { distanceMetres } from "./distance";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** Degrees to 6 decimals, as a search point is kept (listListingsSchema) and as places are given. */
const latitude = fc.integer({ min: -90e6, max: 90e6 }).map((micro) => micro / 1e6);
const longitude = fc.integer({ min: -180e6, max: 180e6 }).map((micro) => micro / 1e6);

const EARTH_RADIUS_M = 6378168;

/**
 * What both formulas may lose as the points near antipodes: their arcsine's argument nears 1, where a
 * rounding of the argument (ε ≈ 2.2e-16, twice for margin) moves the angle by about 4R²ε divided by
 * the distance left to the antipode — 5 cm at 1.3 m from it, nothing measurable at 1,000 km.
 */
function antipodeLoss(distance: number): number {
  const leftToAntipode = Math.max(Math.PI * EARTH_RADIUS_M - distance, 1e-3);
  return Math.min((4 * EARTH_RADIUS_M * EARTH_RADIUS_M * 4.4e-16) / leftToAntipode, 0.5);
}

/** The inline distance and earthdistance's own, for the same two points. */
async function bothDistances(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const origin = { ...from, radiusKm: 0 };
  const point = { lat: sql`${to.lat}::float8`, lng: sql`${to.lng}::float8` };
  const [row] = await t.db.execute<{ inline: number; earth: number }>(sql`
    select ${distanceMetres(origin, point)} as inline,
      earth_distance(ll_to_earth(${from.lat}::float8, ${from.lng}::float8), ll_to_earth(${to.lat}::float8, ${to.lng}::float8)) as earth`);
  return { inline: Number(row?.inline), earth: Number(row?.earth) };
}

describe("distanceMetres", () => {
  it("is earth_distance's great-circle distance, to a millimetre per 1,000 km, between any two points", async () => {
    await fc.assert(
      fc.asyncProperty(latitude, longitude, latitude, longitude, async (fromLat, fromLng, toLat, toLng) => {
        const { inline, earth } = await bothDistances({ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng });
        expect(Math.abs(inline - earth)).toBeLessThan(0.001 + earth * 1e-9 + antipodeLoss(earth));
      }),
      { numRuns: 200, examples: [[-89.999837, 0, 89.999943, 86.840142], [90, 0, -89.999988, 0]] },
    );
  });

  it("is zero from a point to itself and half the circumference to its antipode", async () => {
    expect((await bothDistances({ lat: -33.87, lng: 151.21 }, { lat: -33.87, lng: 151.21 })).inline).toBe(0);
    const antipode = await bothDistances({ lat: 10, lng: 20 }, { lat: -10, lng: -160 });
    expect(antipode.inline).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 0);
  });
});
