import { adminAnalyticsResponse, operatorAnalyticsResponse } from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import { analyticsQuerySchema } from "@skyhire/validators";
import { operatorAnalytics } from "../services/analytics";
import { operatorAnalyticsCsv } from "../services/analytics-csv";
import { adminAnalytics } from "../services/admin/analytics";
import { adminProcedure, csvExport, operatorProcedure, router } from "../trpc";

/** Analytics (docs/product.md#operator-analytics): the operator's own figures and the marketplace's for admins. */
export const analyticsRouter = router({
  /** /dashboard/operator/analytics. */
  operator: operatorProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/operators/analytics",
        summary: "Your listing views, proposals, earnings and rating over a period (operator)",
        description: "`Accept: text/csv` answers every figure as one CSV table (one line per value).",
        csv: csvExport(operatorAnalyticsCsv),
      },
    })
    .output(documented(operatorAnalyticsResponse))
    .input(analyticsQuerySchema)
    .query(({ ctx, input }) => operatorAnalytics(ctx.db, ctx.user.id, input.period)),

  /** /admin/analytics. */
  admin: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/analytics",
        summary: "Fees by month, sign-ups per week, jobs posted and hired (admin)",
      },
    })
    .output(documented(adminAnalyticsResponse))
    .input(analyticsQuerySchema)
    .query(({ ctx, input }) => adminAnalytics(ctx.db, input.period)),
});
