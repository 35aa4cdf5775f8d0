import {
  createListingSchema,
  listingIdSchema,
  listListingsSchema,
  myListingsSchema,
  setListingActiveSchema,
  updateListingSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { listingsByIdResponse, listingsListResponse, listingsMineResponse, ownListingResponse } from "@skyhire/validators/responses";
import {
  createListing,
  getOwnListing,
  listOwnListings,
  setListingActive,
  updateListing,
} from "../services/listing-management";
import {
  getListingDetail,
  listPublicListings,
  marketplaceStats,
  recentPublicListings,
  sitemapListings,
} from "../services/listings";
import { operatorDashboard } from "../services/operator-dashboard";
import { protectedProcedure, publicProcedure, router } from "../trpc";

/**
 * Public browse and detail, and an operator's own listings. The management procedures are
 * `protectedProcedure`: the role rule (operators and admins; docs/product.md#roles-and-access) and the ownership and
 * approval rules are the service's, so the REST adapter and tRPC share them.
 */
export const listingsRouter = router({
  /** The browse screen: search, category, one page and its total. */
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/listings",
        summary: "Search the public listings",
        paged: true,
        publicRead: true,
        pageHeaders: {
          "x-search-sort": { field: "sort", description: "The order applied (`relevance` when words are searched and no sort is asked for)" },
          "x-search-match": {
            field: "match",
            description: "How the words matched: `words` (full text) or `similar` (no listing had them, so spellings close to them); absent without words",
          },
          "x-search-near": { field: "nearPlace", description: "The place a `near` search measured from, as the site names it; absent otherwise" },
        },
      },
    })
    .output(documented(listingsListResponse))
    .input(listListingsSchema)
    .query(({ ctx, input }) => listPublicListings(ctx.db, input)),

  byId: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/listings/{id}", summary: "One public listing with its operator", publicRead: true } })
    .output(documented(listingsByIdResponse))
    .input(listingIdSchema)
    .query(({ ctx, input }) => getListingDetail(ctx.db, { id: input.id, viewer: ctx.user })),

  /** The home page's "Recent Services". */
  recent: publicProcedure
    .meta({ internal: "the home page's recent services" })
    .query(({ ctx }) => recentPublicListings(ctx.db)),

  /** /sitemap.xml: every public listing's id and last change. */
  sitemap: publicProcedure
    .meta({ internal: "/sitemap.xml" })
    .query(({ ctx }) => sitemapListings(ctx.db)),

  /** The home page's stat cards. */
  stats: publicProcedure
    .meta({ internal: "the home page's stat cards" })
    .query(({ ctx }) => marketplaceStats(ctx.db)),

  /** GET /api/operators/listings: the caller's listings, active and inactive, newest first. */
  mine: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/operators/listings", summary: "The caller's own listings, active and inactive" } })
    .output(documented(listingsMineResponse))
    .input(myListingsSchema)
    .query(({ ctx, input }) => listOwnListings(ctx.db, { ...input, actor: ctx.user })),

  /** One of the caller's listings, for the edit form. */
  mineById: protectedProcedure
    .meta({ internal: "the listing edit form" })
    .input(listingIdSchema)
    .query(({ ctx, input }) => getOwnListing(ctx.db, { actor: ctx.user, id: input.id })),

  /** The operator dashboard's company name, approval state and figures. */
  dashboard: protectedProcedure
    .meta({ internal: "the operator dashboard" })
    .query(({ ctx }) => operatorDashboard(ctx.db, ctx.user.id)),

  /** POST /api/listings. */
  create: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/listings", summary: "Create a listing", status: 201, location: "/api/listings/{id}" } })
    .output(documented(ownListingResponse))
    .input(createListingSchema)
    .mutation(({ ctx, input }) => createListing(ctx.db, { actor: ctx.user, values: input })),

  /** PUT /api/listings/{id}. */
  update: protectedProcedure
    .meta({ rest: { method: "PUT", path: "/api/listings/{id}", summary: "Update one of the caller's listings" } })
    .output(documented(ownListingResponse))
    .input(updateListingSchema)
    .mutation(({ ctx, input: { id, version, ...values } }) =>
      updateListing(ctx.db, { actor: ctx.user, id, values, version }),
    ),

  /** PATCH /api/listings/{id}/status: deactivate or reactivate. */
  setActive: protectedProcedure
    .meta({ rest: { method: "PATCH", path: "/api/listings/{id}/status", summary: "Deactivate or reactivate one of the caller's listings" } })
    .output(documented(ownListingResponse))
    .input(setListingActiveSchema)
    .mutation(({ ctx, input }) => setListingActive(ctx.db, { actor: ctx.user, ...input })),
});
