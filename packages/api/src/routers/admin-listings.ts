import { adminListingsQuerySchema, deactivateListingSchema, reactivateListingSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminListingsListResponse, listingModerationResponse } from "@skyhire/validators/responses";
import { deactivateListing, reactivateListing, searchListingsForAdmin } from "../services/admin/listings";
import { adminProcedure, router } from "../trpc";

/** Admin-only: listings moderation (issue 6). Every procedure refuses other roles. */
export const adminListingsRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/listings", summary: "All listings for moderation (admin)" } })
    .output(documented(adminListingsListResponse))
    .input(adminListingsQuerySchema).query(({ ctx, input }) => searchListingsForAdmin(ctx.db, input)),

  deactivate: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/listings/{id}/deactivate", summary: "Take a listing down (admin)" } })
    .output(documented(listingModerationResponse.optional()))
    .input(deactivateListingSchema)
    .mutation(({ ctx, input }) => deactivateListing(ctx.db, { actor: ctx.user, ...input })),

  reactivate: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/listings/{id}/reactivate", summary: "Put a taken-down listing back (admin)" } })
    .output(documented(listingModerationResponse.optional()))
    .input(reactivateListingSchema)
    .mutation(({ ctx, input }) => reactivateListing(ctx.db, { actor: ctx.user, ...input })),
});
