import type { PublicOperatorPage } from "./find-operator";

/**
 * schema.org LocalBusiness with its AggregateRating (only when there are reviews: search engines
 * refuse a rating of nothing), so the operator's page can show as a rich result.
 */
export function operatorJsonLd(operator: PublicOperatorPage, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": pageUrl,
    url: pageUrl,
    name: operator.companyName,
    description: operator.bio,
    ...(operator.logoUrl ? { image: operator.logoUrl } : {}),
    ...(operator.location ? { address: { "@type": "PostalAddress", addressLocality: operator.location } } : {}),
    ...(operator.serviceRadiusKm && operator.location
      ? {
          areaServed: {
            "@type": "GeoCircle",
            geoMidpoint: { "@type": "Place", name: operator.location },
            geoRadius: operator.serviceRadiusKm * 1000,
          },
        }
      : {}),
    ...(operator.reviewSummary.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: operator.reviewSummary.average,
            reviewCount: operator.reviewSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: "<" escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
