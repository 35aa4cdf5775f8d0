import { describe, expect, it } from "vitest";
import { SERVICE_CITIES } from "./constants";
import {
  findPlace,
  PLACE_MESSAGES,
  PLACE_NAMES,
  PLACES,
  placeNameSchema,
  placeNamedIn,
  placePoint,
  RADIUS_KM,
  serviceAreaLabel,
  serviceAreaListSchema,
  serviceRadiusSchema,
} from "./places";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("places", () => {
  it("each have a name, a country and a point on the globe, and no name twice", () => {
    for (const place of PLACES) {
      expect(place.name.trim(), JSON.stringify(place)).not.toBe("");
      expect(place.country.trim(), place.name).not.toBe("");
      expect(Math.abs(place.lat), place.name).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng), place.name).toBeLessThanOrEqual(180);
    }
    expect(new Set(PLACES.map((p) => p.name.toLowerCase())).size).toBe(PLACES.length);
    expect(PLACE_NAMES).toEqual(PLACES.map((p) => p.name));
  });

  it("include every service city", () => {
    for (const city of SERVICE_CITIES) expect(findPlace(city)?.name, city).toBe(city);
  });

  it("are found by name in any letter case, with spaces around", () => {
    expect(findPlace("  hong KONG ")).toMatchObject({ name: "Hong Kong", country: expect.any(String) });
    expect(findPlace("Atlantis")).toBeUndefined();
    expect(placePoint("sydney")).toEqual({ lat: findPlace("Sydney")?.lat, lng: findPlace("Sydney")?.lng });
    expect(placePoint("Atlantis")).toBeNull();
    expect(placePoint(null)).toBeNull();
    expect(placePoint("")).toBeNull();
    expect(serviceAreaLabel("new york")).toBe("New York");
    expect(serviceAreaLabel("My village")).toBe("My village");
  });

  it("are found named in a longer location, as whole words, the longest name first", () => {
    expect(placeNamedIn("Sydney CBD, level 3")?.name).toBe("Sydney");
    expect(placeNamedIn("Rooftop in Surry Hills, sydney")?.name).toBe("Sydney");
    expect(placeNamedIn("Brooklyn, New  York")?.name).toBe("New York");
    expect(placeNamedIn("Ho Chi Minh City, District 1")?.name).toBe("Ho Chi Minh City");
    expect(placePoint("Warehouse 7, Perth WA")).toEqual({ lat: findPlace("Perth")?.lat, lng: findPlace("Perth")?.lng });
    // A typo, or a name inside another word, is no place.
    expect(placeNamedIn("Sydneyy CBD somewhere")).toBeUndefined();
    expect(placeNamedIn("Romeverywhere")).toBeUndefined();
    expect(placeNamedIn("Parisian bakery")).toBeUndefined();
  });
});

describe("place and radius fields", () => {
  it("store a known place as the list writes it and refuse others", () => {
    expect(placeNameSchema.parse("  tokyo ")).toBe("Tokyo");
    expect(firstMessage(placeNameSchema.safeParse("Atlantis"))).toBe("Please choose a place from the list");
    expect(firstMessage(placeNameSchema.safeParse(3))).toBe(PLACE_MESSAGES.place);
  });

  it("take a whole service radius of 1 to 300 km, 50 by default", () => {
    expect(RADIUS_KM).toEqual({ searchDefault: 50, searchMax: 500, serviceDefault: 50, serviceMax: 300 });
    expect(serviceRadiusSchema.parse(undefined)).toBe(50);
    expect(serviceRadiusSchema.parse("1")).toBe(1);
    expect(serviceRadiusSchema.parse(300)).toBe(300);
    for (const radius of [0, 301, 2.5, "abc"]) {
      expect(firstMessage(serviceRadiusSchema.safeParse(radius)), String(radius)).toBe(
        "Service radius must be between 1 and 300 km",
      );
    }
  });

  it("keep service areas once each, and ask for one when the form requires it", () => {
    expect(serviceAreaListSchema().parse(["sydney", "Sydney", "Perth"])).toEqual(["Sydney", "Perth"]);
    expect(serviceAreaListSchema().parse([])).toEqual([]);
    expect(firstMessage(serviceAreaListSchema("Pick one").safeParse([]))).toBe("Pick one");
    expect(firstMessage(serviceAreaListSchema("Pick one").safeParse("Sydney"))).toBe("Pick one");
    expect(firstMessage(serviceAreaListSchema().safeParse("Sydney"))).toBe(PLACE_MESSAGES.place);
    expect(firstMessage(serviceAreaListSchema().safeParse(Array.from({ length: 101 }, () => "Sydney")))).toBe(
      PLACE_MESSAGES.place,
    );
  });
});
