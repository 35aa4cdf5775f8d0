import type { MetadataRoute } from "next";
import { siteUrl } from "./_lib/site-url";

export const dynamic = "force-dynamic";

/** Signed-in areas, the API and one-time links are no business of a crawler. */
const PRIVATE_PATHS = [
  "/api/",
  "/admin",
  "/dashboard",
  "/dev/",
  "/jobs/",
  "/messages",
  "/notifications",
  "/post-job",
  "/create-listing",
  "/onboarding/",
  "/signin",
  "/forgot-password",
  "/reset-password",
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: "*", allow: "/", disallow: PRIVATE_PATHS },
    sitemap: new URL("/sitemap.xml", await siteUrl()).toString(),
  };
}
