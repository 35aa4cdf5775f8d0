import {
  createSavedSearchSchema,
  savedSearchIdSchema,
  unsubscribeSavedSearchSchema,
  updateSavedSearchSchema,
} from "@skyhire/validators";
import {
  createSavedSearch,
  deleteSavedSearch,
  describeUnsubscribeLink,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearchFrequency,
} from "../services/saved-searches";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const savedSearchesRouter = router({
  list: protectedProcedure.query(({ ctx }) => listSavedSearches(ctx.db, ctx.user.id)),

  create: protectedProcedure
    .input(createSavedSearchSchema)
    .mutation(({ ctx, input }) => createSavedSearch(ctx.db, { actor: ctx.user, ...input })),

  /** How often to be told of new matches ("off" keeps the search without alerts). */
  update: protectedProcedure
    .input(updateSavedSearchSchema)
    .mutation(({ ctx, input }) => updateSavedSearchFrequency(ctx.db, { userId: ctx.user.id, ...input })),

  remove: protectedProcedure
    .input(savedSearchIdSchema)
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.db, { userId: ctx.user.id, id: input.id })),

  /** What an e-mail's unsubscribe link stops (no sign-in: the link carries its secret). */
  unsubscribeLink: publicProcedure
    .input(unsubscribeSavedSearchSchema)
    .query(({ ctx, input }) => describeUnsubscribeLink(ctx.db, input)),

  unsubscribe: publicProcedure
    .input(unsubscribeSavedSearchSchema)
    .mutation(({ ctx, input }) => unsubscribeSavedSearch(ctx.db, input)),
});
