import { expect, type APIRequestContext, type Page } from "@playwright/test";
export { DEMO_PASSWORD, signIn } from "../session";
export { expectNoHorizontalScroll } from "../layout";

export const DEMO = {
  customer: "customer@skyhire.dev",
  operator: "operator@skyhire.dev",
  admin: "admin@skyhire.dev",
} as const;
/** The demo operator's company (packages/db/src/seed/operators-data.ts). */
export const DEMO_COMPANY = "Chen Aerial Solutions";
export const PAGE_SIZE = 12;

export interface ApiListing {
  id: string;
  operatorId: string;
  title: string;
  description: string;
  price: string;
  /** The price's currency (each listing its own). */
  currency: string;
  category: string;
  requirements: string[];
  operator: {
    companyName: string;
    rating: string;
    completedJobs: number;
    location: string | null;
    isVerified: boolean;
    bio?: string;
    qualifications?: string[];
    createdAt?: string;
  };
}

export interface ApiListingPage {
  items: ApiListing[];
  total: number;
  totalCapped: boolean;
}

/**
 * GET /api/listings with the browse screen's parameters: what the page must show. The body is the
 * page's listings; the total is in X-Total-Count (X-Total-Count-Capped when the count stopped).
 */
export async function listListings(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
): Promise<ApiListingPage> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/listings?${query}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  const headers = response.headers();
  return {
    items: (await response.json()) as ApiListing[],
    total: Number(headers["x-total-count"]),
    totalCapped: headers["x-total-count-capped"] === "true",
  };
}

export async function getListing(request: APIRequestContext, id: string): Promise<ApiListing> {
  const response = await request.get(`/api/listings/${id}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ApiListing;
}

/** A seeded listing of the demo operator (verified, with a location and qualifications). */
export async function demoOperatorListing(request: APIRequestContext): Promise<ApiListing> {
  const found = await listListings(request, { q: "Thermal Solar Panel Inspection", pageSize: 48 });
  const listing = found.items.find((item) => item.operator.companyName === DEMO_COMPANY);
  expect(listing, "the demo operator's thermal inspection listing is seeded").toBeDefined();
  return listing!;
}

export function countText(total: number, capped = false): string {
  return `${total.toLocaleString("en-US")}${capped ? "+" : ""} service(s) found`;
}


/**
 * The browse page's result count as the visitor sees it. While new results stream in, React keeps
 * them in a hidden copy of the list until it swaps them in, so for a moment the page holds two
 * counts: the shown (old) one and the hidden (new) one. Only the visible one is what a user reads.
 */
export function resultCount(page: Page) {
  return page.getByTestId("result-count").filter({ visible: true });
}
