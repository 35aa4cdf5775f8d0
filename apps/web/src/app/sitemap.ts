import type { MetadataRoute } from "next";
import { api } from "~/trpc/server";
import { siteUrl } from "./_lib/site-url";

// Listings change all the time: built per request from the database, never at build time.
export const dynamic = "force-dynamic";

const PUBLIC_PAGES = ["/", "/listings", "/how-it-works", "/become-operator", "/demo", "/terms", "/privacy", "/support"] as const;

/** /sitemap.xml: the public pages, every public listing and operator page, so search engines find the marketplace. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [base, listings, operators] = await Promise.all([siteUrl(), api.listings.sitemap(), api.operators.sitemap()]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ url: new URL(path, base).toString(), changeFrequency: "daily" as const })),
    ...listings.map((listing) => ({
      url: new URL(`/listings/${listing.id}`, base).toString(),
      lastModified: listing.updatedAt,
      changeFrequency: "weekly" as const,
    })),
    ...operators.map((operator) => ({
      url: new URL(`/operators/${operator.id}`, base).toString(),
      lastModified: operator.updatedAt,
      changeFrequency: "weekly" as const,
    })),
  ];
}
