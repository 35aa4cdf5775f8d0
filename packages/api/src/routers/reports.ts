import { createReportSchema } from "@skyhire/validators";
import { reportResponse, reportsMineResponse } from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import { createReport, listMyReports } from "../services/reports";
import { protectedProcedure, router } from "../trpc";

/** Reports of reviews and listings (docs/product.md#reports): any signed-in user files and follows theirs. */
export const reportsRouter = router({
  create: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/reports",
        summary: "Report a review or a listing to the admins",
        status: 201,
      },
    })
    .output(documented(reportResponse))
    .input(createReportSchema)
    .mutation(({ ctx, input }) => createReport(ctx.db, { actor: ctx.user, ...input })),

  mine: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/reports", summary: "The caller's reports and their state" } })
    .output(documented(reportsMineResponse))
    .query(({ ctx }) => listMyReports(ctx.db, ctx.user)),
});
