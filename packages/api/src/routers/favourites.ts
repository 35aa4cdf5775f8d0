import {
  favouritesAddResponse,
  favouritesListResponse,
  favouritesRemoveResponse,
} from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import {
  addFavouriteSchema,
  favouriteIdSchema,
  unsubscribeFavouriteSchema,
} from "@skyhire/validators";
import {
  addFavourite,
  describeFavouriteUnsubscribeLink,
  listFavourites,
  removeFavourite,
  unsubscribeFavourite,
} from "../services/favourites";
import { protectedProcedure, publicProcedure, router } from "../trpc";

/**
 * Favourites (docs/product.md#favourites): customers only. The service refuses anyone else with its
 * own message (403 "Only customer accounts can keep favourites"); the meta says so in the document.
 */
const customersOnly = protectedProcedure.meta({ access: "customer" });

export const favouritesRouter = router({
  list: customersOnly
    .meta({
      rest: {
        method: "GET",
        path: "/api/favourites",
        summary: "The customer's favourite listings and operators",
      },
    })
    .output(documented(favouritesListResponse))
    .query(({ ctx }) => listFavourites(ctx.db, ctx.user)),

  add: customersOnly
    .meta({
      rest: {
        method: "POST",
        path: "/api/favourites",
        summary: "Save a listing or an operator as a favourite (idempotent)",
        status: 201,
      },
    })
    .output(documented(favouritesAddResponse))
    .input(addFavouriteSchema)
    .mutation(({ ctx, input }) => addFavourite(ctx.db, { actor: ctx.user, ...input })),

  remove: customersOnly
    .meta({
      rest: { method: "DELETE", path: "/api/favourites/{id}", summary: "Remove a favourite" },
    })
    .output(documented(favouritesRemoveResponse))
    .input(favouriteIdSchema)
    .mutation(({ ctx, input }) => removeFavourite(ctx.db, { actor: ctx.user, id: input.id })),

  /** What an e-mail's unsubscribe link stops (no sign-in: the link carries its secret). */
  unsubscribeLink: publicProcedure
    .meta({ internal: "the favourite alert e-mail's unsubscribe page" })
    .input(unsubscribeFavouriteSchema)
    .query(({ ctx, input }) => describeFavouriteUnsubscribeLink(ctx.db, input)),

  unsubscribe: publicProcedure
    .meta({ internal: "the favourite alert e-mail's unsubscribe page" })
    .input(unsubscribeFavouriteSchema)
    .mutation(({ ctx, input }) => unsubscribeFavourite(ctx.db, input)),
});
