import { operatorIdSchema } from "@skyhire/validators";
import { getPublicOperator, sitemapOperators } from "../services/operator-page";
import { publicProcedure, router } from "../trpc";

/** Operators' public pages. */
export const operatorsRouter = router({
  /** /operators/{id} and GET /api/operators/{id}. */
  byId: publicProcedure
    .input(operatorIdSchema)
    .query(({ ctx, input }) => getPublicOperator(ctx.db, { id: input.id, viewer: ctx.user })),

  /** /sitemap.xml: every public operator's page. */
  sitemap: publicProcedure.query(({ ctx }) => sitemapOperators(ctx.db)),
});
