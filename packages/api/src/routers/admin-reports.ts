import { decideReportSchema, reportQueueSchema } from "@skyhire/validators";
import { adminReportDecisionResponse, adminReportQueueResponse } from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import { decideReports, reportQueue } from "../services/admin/reports";
import { adminProcedure, router } from "../trpc";

/** Admin-only: the report queue (docs/product.md#reports). Every procedure refuses other roles. */
export const adminReportsRouter = router({
  queue: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/reports", summary: "Reported reviews and listings, grouped by target (admin)" } })
    .output(documented(adminReportQueueResponse))
    .input(reportQueueSchema)
    .query(({ ctx, input }) => reportQueue(ctx.db, input)),

  decide: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/reports/{targetType}/{targetId}/decision",
        summary: "Hide, restore or dismiss a reported target, with a reason (admin)",
      },
    })
    .output(documented(adminReportDecisionResponse))
    .input(decideReportSchema)
    .mutation(({ ctx, input }) => decideReports(ctx.db, { actor: ctx.user, ...input })),
});
