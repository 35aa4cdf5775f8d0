import { adminPaymentsQuerySchema, adminRefundSchema } from "@skyhire/validators";
import { listPayments, moneyOverview, refundHeldPayment } from "../services/admin/money";
import { adminProcedure, router } from "../trpc";

/** Admin-only: the money overview from the payments table and the refund of a held payment (issue 6). */
export const adminMoneyRouter = router({
  overview: adminProcedure.query(({ ctx }) => moneyOverview(ctx.db)),

  payments: adminProcedure.input(adminPaymentsQuerySchema).query(({ ctx, input }) => listPayments(ctx.db, input)),

  refund: adminProcedure
    .input(adminRefundSchema)
    .mutation(({ ctx, input }) => refundHeldPayment(ctx.db, ctx.gateway, { actor: ctx.user, ...input })),
});
