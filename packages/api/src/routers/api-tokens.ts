import { createApiTokenSchema, revokeApiTokenSchema } from "@skyhire/validators";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/api-tokens";
import { router, sessionProcedure } from "../trpc";

/** The account page's personal access tokens (docs/product.md#api-tokens); managed from a session only. */
export const apiTokensRouter = router({
  /** The caller's tokens, without their secrets. */
  list: sessionProcedure.meta({ internal: "the account page's API tokens" }).query(({ ctx }) => listApiTokens(ctx.db, { actor: ctx.user })),
  /** A new token; the clear token is in this answer only. */
  create: sessionProcedure
    .meta({ internal: "the account page's API tokens" })
    .input(createApiTokenSchema)
    .mutation(({ ctx, input }) => createApiToken(ctx.db, { actor: ctx.user, input })),
  revoke: sessionProcedure
    .meta({ internal: "the account page's API tokens" })
    .input(revokeApiTokenSchema)
    .mutation(({ ctx, input }) => revokeApiToken(ctx.db, { actor: ctx.user, id: input.id })),
});
