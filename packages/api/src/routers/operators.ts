import { operatorIdSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { operatorsByIdResponse } from "@skyhire/validators/responses";
import { getPublicOperator, sitemapOperators } from "../services/operator-page";
import { publicProcedure, router } from "../trpc";

/** Operators' public pages. */
export const operatorsRouter = router({
  /** /operators/{id} and GET /api/operators/{id}. */
  byId: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/operators/{id}", summary: "An operator's public page", publicRead: true } })
    .output(documented(operatorsByIdResponse))
    .input(operatorIdSchema)
    .query(({ ctx, input }) => getPublicOperator(ctx.db, { id: input.id, viewer: ctx.user })),

  /** /sitemap.xml: every public operator's page. */
  sitemap: publicProcedure
    .meta({ internal: "/sitemap.xml" })
    .query(({ ctx }) => sitemapOperators(ctx.db)),
});
