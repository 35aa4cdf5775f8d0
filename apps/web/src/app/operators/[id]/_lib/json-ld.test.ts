import { describe, expect, it } from "vitest";
import type { PublicOperatorPage } from "./find-operator";
import { operatorJsonLd, scriptJson } from "./json-ld";

const operator = {
  id: "op-1",
  companyName: "Harbour Thermal",
  bio: "Thermal surveys",
  logoUrl: null,
  location: "Sydney",
  serviceRadiusKm: 80,
  reviewSummary: { count: 3, average: 4.33, byStars: [] },
} as unknown as PublicOperatorPage;

describe("operatorJsonLd", () => {
  it("describes a LocalBusiness with its place, area served and rating", () => {
    expect(operatorJsonLd(operator, "https://x.test/operators/op-1")).toMatchObject({
      "@type": "LocalBusiness",
      name: "Harbour Thermal",
      address: { addressLocality: "Sydney" },
      areaServed: { geoRadius: 80_000 },
      aggregateRating: { ratingValue: 4.33, reviewCount: 3, bestRating: 5 },
    });
  });

  it("leaves the rating out when there are no reviews", () => {
    const unrated = { ...operator, reviewSummary: { count: 0, average: 0, byStars: [] } };
    expect(operatorJsonLd(unrated, "https://x.test/o")).not.toHaveProperty("aggregateRating");
  });
});

describe("scriptJson", () => {
  it("cannot close the script element", () => {
    expect(scriptJson({ name: "</script><b>" })).not.toContain("</script>");
  });
});
