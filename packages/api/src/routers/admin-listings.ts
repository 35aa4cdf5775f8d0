import { adminListingsQuerySchema, deactivateListingSchema, reactivateListingSchema } from "@skyhire/validators";
import { deactivateListing, reactivateListing, searchListingsForAdmin } from "../services/admin/listings";
import { adminProcedure, router } from "../trpc";

/** Admin-only: listings moderation (issue 6). Every procedure refuses other roles. */
export const adminListingsRouter = router({
  list: adminProcedure.input(adminListingsQuerySchema).query(({ ctx, input }) => searchListingsForAdmin(ctx.db, input)),

  deactivate: adminProcedure
    .input(deactivateListingSchema)
    .mutation(({ ctx, input }) => deactivateListing(ctx.db, { actor: ctx.user, ...input })),

  reactivate: adminProcedure
    .input(reactivateListingSchema)
    .mutation(({ ctx, input }) => reactivateListing(ctx.db, { actor: ctx.user, ...input })),
});
