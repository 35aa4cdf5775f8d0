import {
  createSavedSearchSchema,
  savedSearchIdSchema,
  unsubscribeSavedSearchSchema,
  updateSavedSearchSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { savedSearchResponse, savedSearchesListResponse, savedSearchesRemoveResponse } from "@skyhire/validators/responses";
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
  list: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/saved-searches", summary: "The caller's saved searches" } })
    .output(documented(savedSearchesListResponse))
    .query(({ ctx }) => listSavedSearches(ctx.db, ctx.user.id)),

  create: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/saved-searches", summary: "Save a browse or job-board search with alerts", status: 201 } })
    .output(documented(savedSearchResponse))
    .input(createSavedSearchSchema)
    .mutation(({ ctx, input }) => createSavedSearch(ctx.db, { actor: ctx.user, ...input })),

  /** How often to be told of new matches ("off" keeps the search without alerts). */
  update: protectedProcedure
    .meta({ rest: { method: "PATCH", path: "/api/saved-searches/{id}", summary: "Change how often a saved search alerts" } })
    .output(documented(savedSearchResponse))
    .input(updateSavedSearchSchema)
    .mutation(({ ctx, input }) => updateSavedSearchFrequency(ctx.db, { userId: ctx.user.id, ...input })),

  remove: protectedProcedure
    .meta({ rest: { method: "DELETE", path: "/api/saved-searches/{id}", summary: "Delete a saved search" } })
    .output(documented(savedSearchesRemoveResponse))
    .input(savedSearchIdSchema)
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.db, { userId: ctx.user.id, id: input.id })),

  /** What an e-mail's unsubscribe link stops (no sign-in: the link carries its secret). */
  unsubscribeLink: publicProcedure
    .meta({ internal: "the alert e-mail's unsubscribe page" })
    .input(unsubscribeSavedSearchSchema)
    .query(({ ctx, input }) => describeUnsubscribeLink(ctx.db, input)),

  unsubscribe: publicProcedure
    .meta({ internal: "the alert e-mail's unsubscribe page" })
    .input(unsubscribeSavedSearchSchema)
    .mutation(({ ctx, input }) => unsubscribeSavedSearch(ctx.db, input)),
});
