import { adminPaymentsQuerySchema, adminRefundSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminMoneyOverviewResponse, adminMoneyPaymentsResponse, refundResponse } from "@skyhire/validators/responses";
import { listPayments, moneyOverview, refundHeldPayment } from "../services/admin/money";
import { adminProcedure, router } from "../trpc";

/** Admin-only: the money overview from the payments table and the refund of a held payment (issue 6). */
export const adminMoneyRouter = router({
  overview: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/money", summary: "Money held, released and refunded (admin)" } })
    .output(documented(adminMoneyOverviewResponse))
    .query(({ ctx }) => moneyOverview(ctx.db)),

  payments: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/payments", summary: "All payments (admin)" } })
    .output(documented(adminMoneyPaymentsResponse))
    .input(adminPaymentsQuerySchema).query(({ ctx, input }) => listPayments(ctx.db, input)),

  refund: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/payments/{paymentId}/refund", summary: "Refund a payment (admin)" } })
    .output(documented(refundResponse))
    .input(adminRefundSchema)
    .mutation(({ ctx, input }) => refundHeldPayment(ctx.db, ctx.gateway, { actor: ctx.user, ...input })),
});
