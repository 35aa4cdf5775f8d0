import { jobIdInputSchema, payoutOnboardingSchema, statementQuerySchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { escrowCancelResponse, escrowCustomerStatsResponse, escrowOperatorEarningsResponse, escrowPayResponse, escrowReleaseResponse, operatorStatementResponse, refundResponse } from "@skyhire/validators/responses";
import { cancelJob, refundJob } from "../services/lifecycle/cancellation";
import { releasePayment } from "../services/lifecycle/completion";
import { customerDashboardStats, operatorEarnings } from "../services/lifecycle/dashboards";
import { payForJob } from "../services/lifecycle/escrow";
import { payoutOnboardingLink } from "../services/lifecycle/payouts";
import { operatorStatement, statementCsv } from "../services/lifecycle/statements";
import { appBaseUrl } from "../services/mail";
import { csvExport, customerProcedure, operatorProcedure, protectedProcedure, router } from "../trpc";


export const escrowRouter = router({
  /** Whether payments run on the offline gateway (the UI marks it as test mode). */
  mode: protectedProcedure
    .meta({ internal: "the payment screens' test-mode banner" })
    .query(({ ctx }) => ({ testMode: ctx.gateway.kind === "offline" })),

  /** Pay the accepted proposal of the job with the saved card: the money is held in escrow. */
  pay: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/requests/{jobId}/pay", summary: "Pay for the accepted proposal into escrow" } })
    .output(documented(escrowPayResponse))
    .input(jobIdInputSchema)
    .mutation(({ ctx, input }) => payForJob(ctx.db, ctx.gateway, { customerId: ctx.user.id, jobId: input.jobId })),

  /** Confirm completion: the payout (quote − platform fee) is released to the operator. */
  release: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/requests/{jobId}/release", summary: "Release the escrowed payment to the operator" } })
    .output(documented(escrowReleaseResponse))
    .input(jobIdInputSchema)
    .mutation(({ ctx, input }) => releasePayment(ctx.db, ctx.gateway, { actor: ctx.user, jobId: input.jobId })),

  /** Cancel a job in progress with a refund of the held payment. */
  refund: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/requests/{jobId}/refund", summary: "Refund the escrowed payment" } })
    .output(documented(refundResponse))
    .input(jobIdInputSchema)
    .mutation(({ ctx, input }) => refundJob(ctx.db, ctx.gateway, { actor: ctx.user, jobId: input.jobId })),

  /** Cancel an open job (no money was taken). */
  cancel: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/requests/{jobId}/cancel", summary: "Cancel a job request" } })
    .output(documented(escrowCancelResponse))
    .input(jobIdInputSchema)
    .mutation(({ ctx, input }) => cancelJob(ctx.db, { actor: ctx.user, jobId: input.jobId })),

  /** Customer dashboard: Proposals Received, Active Jobs, Completed Projects, Total Spent. */
  customerStats: customerProcedure
    .meta({ rest: { method: "GET", path: "/api/customer/stats", summary: "The customer's spending figures" } })
    .output(documented(escrowCustomerStatsResponse))
    .query(({ ctx }) => customerDashboardStats(ctx.db, ctx.user.id)),

  /** Operator dashboard: active jobs, this month, payouts pending and paid. */
  operatorEarnings: operatorProcedure
    .meta({ rest: { method: "GET", path: "/api/operator/earnings", summary: "The operator's earnings and payouts" } })
    .output(documented(escrowOperatorEarningsResponse))
    .query(({ ctx }) => operatorEarnings(ctx.db, ctx.user.id, ctx.gateway)),

  /** The operator's statement for an accountant: every payment, fee, payout, refund and credit note of a range. */
  operatorStatement: operatorProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/operator/statements",
        summary: "The operator's statement: payments, fees, payouts, refunds and credit notes between two days",
        description:
          "Every money move of the caller's deals from `from` to `to` (YYYY-MM-DD, UTC, both included, at most 366 days), " +
          "with totals per currency that match the dashboard's figures. `Accept: text/csv` answers the same as a CSV file.",
        csv: csvExport(statementCsv),
      },
    })
    .output(documented(operatorStatementResponse))
    .input(statementQuerySchema)
    .query(({ ctx, input }) => operatorStatement(ctx.db, ctx.user.id, input)),

  /** Stripe Connect onboarding link for payouts (url null on the offline gateway). */
  payoutOnboarding: operatorProcedure
    .meta({ internal: "the Stripe Connect onboarding link" })
    .input(payoutOnboardingSchema).mutation(({ ctx, input }) => {
    const url = `${appBaseUrl(ctx.headers)}${input.returnPath}`;
    return payoutOnboardingLink(ctx.db, ctx.gateway, { operatorId: ctx.user.id, returnUrl: url, refreshUrl: url });
  }),
});
