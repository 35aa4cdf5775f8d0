import {
  disputeDecisionSchema,
  disputeIdInputSchema,
  disputeMessageSchema,
  jobIdInputSchema,
  listDisputesSchema,
  openDisputeSchema,
  proposeSettlementSchema,
  settlementIdInputSchema,
} from "@skyhire/validators";
import {
  disputeListResponse,
  disputeMessageResponse,
  disputeResponse,
  disputeSettlementResponse,
} from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import * as disputes from "../services/lifecycle/disputes";
import { adminProcedure, protectedProcedure, router } from "../trpc";

/** Disputes of funded milestones (issue 15 §3): the parties' thread and settlements, the admins' decisions. */
export const disputesRouter = router({
  /** The caller's disputes (an admin's: all, unresolved first), optionally of one status. */
  list: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/disputes", summary: "Disputes one takes part in (admins: all)" } })
    .output(documented(disputeListResponse))
    .input(listDisputesSchema)
    .query(({ ctx, input }) => disputes.listDisputes(ctx.db, { actor: ctx.user, status: input.status })),

  /** A party disputes a funded milestone (with evidence files uploaded beforehand): its money is frozen until the dispute is resolved. */
  open: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/disputes", summary: "Dispute a funded milestone" } })
    .output(documented(disputeResponse))
    .input(openDisputeSchema)
    .mutation(({ ctx, input }) => disputes.openDispute(ctx.db, { actor: ctx.user, values: input })),

  /** One dispute with its thread and settlements. */
  byId: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/disputes/{id}", summary: "A dispute with its thread and settlements" } })
    .output(documented(disputeResponse))
    .input(disputeIdInputSchema)
    .query(({ ctx, input }) => disputes.disputeView(ctx.db, { actor: ctx.user, id: input.id })),

  /** The disputes of a job's milestones, for the job page (tRPC only). */
  ofJob: protectedProcedure
    .meta({ internal: "the job page's dispute thread" })
    .input(jobIdInputSchema)
    .query(({ ctx, input }) => disputes.disputesOfJob(ctx.db, { actor: ctx.user, jobId: input.jobId })),

  /** A message in the dispute's thread, with a party's evidence files uploaded beforehand. */
  message: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/disputes/{id}/messages", summary: "Write in a dispute's thread" } })
    .output(documented(disputeMessageResponse))
    .input(disputeMessageSchema)
    .mutation(({ ctx, input }) => disputes.postDisputeMessage(ctx.db, { actor: ctx.user, id: input.id, body: input.body, attachmentIds: input.attachmentIds })),

  /** A party proposes a split: the operator's share, the rest back to the customer. */
  proposeSettlement: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/disputes/{id}/settlements", summary: "Propose a settlement (the operator's share)" } })
    .output(documented(disputeSettlementResponse))
    .input(proposeSettlementSchema)
    .mutation(({ ctx, input }) => disputes.proposeSettlement(ctx.db, { actor: ctx.user, id: input.id, operatorAmount: input.operatorAmount })),

  /** The other party accepts a settlement: the dispute is settled and the money moves. */
  acceptSettlement: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/settlements/{id}/accept", summary: "Accept the other party's settlement" } })
    .output(documented(disputeResponse))
    .input(settlementIdInputSchema)
    .mutation(({ ctx, input }) => disputes.acceptSettlement(ctx.db, ctx.gateway, { actor: ctx.user, id: input.id })),

  /** A party sends the dispute to the admin queue before the 7 days are up. */
  escalate: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/disputes/{id}/escalate", summary: "Ask an admin to decide a dispute" } })
    .output(documented(disputeResponse))
    .input(disputeIdInputSchema)
    .mutation(({ ctx, input }) => disputes.escalateDispute(ctx.db, { actor: ctx.user, id: input.id })),

  /** An admin decides an escalated dispute: release, refund or split, with a reason. */
  decide: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/disputes/{id}/decision", summary: "Decide an escalated dispute (admin)" } })
    .output(documented(disputeResponse))
    .input(disputeDecisionSchema)
    .mutation(({ ctx, input }) => disputes.decideDispute(ctx.db, ctx.gateway, { actor: ctx.user, values: input })),
});
