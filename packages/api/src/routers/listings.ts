import {
  createListingSchema,
  listingIdSchema,
  listListingsSchema,
  myListingsSchema,
  setListingActiveSchema,
  updateListingSchema,
} from "@skyhire/validators";
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
    .input(listListingsSchema)
    .query(({ ctx, input }) => listPublicListings(ctx.db, input)),

  byId: publicProcedure
    .input(listingIdSchema)
    .query(({ ctx, input }) => getListingDetail(ctx.db, { id: input.id, viewer: ctx.user })),

  /** The home page's "Recent Services". */
  recent: publicProcedure.query(({ ctx }) => recentPublicListings(ctx.db)),

  /** /sitemap.xml: every public listing's id and last change. */
  sitemap: publicProcedure.query(({ ctx }) => sitemapListings(ctx.db)),

  /** The home page's stat cards. */
  stats: publicProcedure.query(({ ctx }) => marketplaceStats(ctx.db)),

  /** GET /api/operators/listings: the caller's listings, active and inactive, newest first. */
  mine: protectedProcedure
    .input(myListingsSchema)
    .query(({ ctx, input }) => listOwnListings(ctx.db, { ...input, actor: ctx.user })),

  /** One of the caller's listings, for the edit form. */
  mineById: protectedProcedure
    .input(listingIdSchema)
    .query(({ ctx, input }) => getOwnListing(ctx.db, { actor: ctx.user, id: input.id })),

  /** The operator dashboard's company name, approval state and figures. */
  dashboard: protectedProcedure.query(({ ctx }) => operatorDashboard(ctx.db, ctx.user.id)),

  /** POST /api/listings. */
  create: protectedProcedure
    .input(createListingSchema)
    .mutation(({ ctx, input }) => createListing(ctx.db, { actor: ctx.user, values: input })),

  /** PUT /api/listings/{id}. */
  update: protectedProcedure
    .input(updateListingSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateListing(ctx.db, { actor: ctx.user, id, values }),
    ),

  /** PATCH /api/listings/{id}/status: deactivate or reactivate. */
  setActive: protectedProcedure
    .input(setListingActiveSchema)
    .mutation(({ ctx, input }) => setListingActive(ctx.db, { actor: ctx.user, ...input })),
});
