import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ListingDetail } from "../_lib/find-listing";
import { ListingOverview } from "./listing-overview";

const at = new Date("2026-11-30T01:00:00Z");

/** A listing of a new operator: one job completed, its rating read from reviews. */
function listing(rating: string): ListingDetail {
  return {
    id: "lst_1",
    operatorId: "op_1",
    title: "Bridge inspection",
    description: "Close-range drone inspection of bridges.",
    price: "500.00",
    priceTaxAdded: null,
    currency: "GBP",
    category: "Inspection",
    requirements: [],
    isActive: true,
    photos: [],
    createdAt: at,
    updatedAt: at,
    operator: {
      userId: "op_1",
      companyName: "Thames Deal Aerial",
      bio: "Certified London drone team.",
      rating,
      completedJobs: 1,
      location: "London",
      serviceRadiusKm: 50,
      currency: "GBP",
      qualifications: [],
      isVerified: false,
      createdAt: at,
    },
    user: { profileImageUrl: null, firstName: "Avery", lastName: "Thames" },
  };
}

const ratingLine = (html: string) => /data-testid="listing-rating">(.*?)<\/span><span class="flex min-w-0/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";

describe("a listing's rating under its title (docs/product.md#listing-detail)", () => {
  it("counts the operator's reviews, not the jobs they completed: a job done and not reviewed is no review", () => {
    expect(ratingLine(renderToString(createElement(ListingOverview, { listing: listing("0.00"), reviewCount: 0 })))).toBe("New");
  });

  it("gives the number of reviews beside the rating once there are some", () => {
    expect(ratingLine(renderToString(createElement(ListingOverview, { listing: listing("4.50"), reviewCount: 2 })))).toBe("4.5(2 reviews)");
    expect(ratingLine(renderToString(createElement(ListingOverview, { listing: listing("5.00"), reviewCount: 1 })))).toBe("5.0(1 review)");
  });

  it("says no count when the reviews could not be read", () => {
    expect(ratingLine(renderToString(createElement(ListingOverview, { listing: listing("4.50"), reviewCount: null })))).toBe("4.5");
  });
});
