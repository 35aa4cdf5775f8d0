import { describe, expect, it } from "vitest";
import { largestVariant, LISTING_PHOTO_MESSAGES, listingPhotosSchema, photoVariantWidths } from "./listing-photos";
import { listingFormSchema } from "./listing-management";

const ID = "0b7d2c1e-5a4f-4c3b-9a8d-7e6f5a4b3c2d";

describe("photoVariantWidths", () => {
  it("stores 400, 800 and 1600 px, never wider than the picture", () => {
    expect(photoVariantWidths(4000)).toEqual([400, 800, 1600]);
    expect(photoVariantWidths(1600)).toEqual([400, 800, 1600]);
    expect(photoVariantWidths(1200)).toEqual([400, 800, 1200]);
    expect(photoVariantWidths(800)).toEqual([400, 800]);
    expect(photoVariantWidths(250)).toEqual([250]);
  });
});

describe("listingPhotosSchema", () => {
  it("keeps the order, trims alt text, lower-cases ids", () => {
    expect(listingPhotosSchema.parse([{ id: ID.toUpperCase(), alt: "  Roof  " }, { id: ID.replace("0b", "1b") }])).toEqual([
      { id: ID, alt: "Roof" },
      { id: ID.replace("0b", "1b"), alt: "" },
    ]);
  });

  it("refuses more than 8, a repeated photo, a bad id and long alt text with the messages", () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: ID.replace(/.$/, String(i)) }));
    const first = (value: unknown) => listingPhotosSchema.safeParse(value).error?.issues[0]?.message;
    expect(first(many)).toBe(LISTING_PHOTO_MESSAGES.tooMany);
    expect(first([{ id: ID }, { id: ID.toUpperCase() }])).toBe(LISTING_PHOTO_MESSAGES.duplicate);
    expect(first([{ id: "../etc/passwd" }])).toBe(LISTING_PHOTO_MESSAGES.idInvalid);
    expect(first([{ id: ID, alt: "x".repeat(201) }])).toBe(LISTING_PHOTO_MESSAGES.altMax);
    expect(first([{ id: ID, alt: "a\u0000b" }])).toBe(LISTING_PHOTO_MESSAGES.altInvalid);
  });

  it("is optional on the listing form (an edit without it keeps the photos)", () => {
    const form = { title: "Roof survey", description: "A careful roof survey with photos.", category: "Inspection", price: 100 };
    expect(listingFormSchema.parse(form).photos).toBeUndefined();
    expect(listingFormSchema.parse({ ...form, photos: [] }).photos).toEqual([]);
  });
});

describe("largestVariant", () => {
  it("is the widest stored variant", () => {
    const variants = [800, 1600, 400].map((width) => ({ width, url: `/api/uploads/${width}` }));
    expect(largestVariant({ variants })?.width).toBe(1600);
    expect(largestVariant({ variants: [] })).toBeUndefined();
  });
});
