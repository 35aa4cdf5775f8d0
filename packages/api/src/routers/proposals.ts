import {
  createProposalSchema,
  jobIdInputSchema,
  myProposalsSchema,
  proposalIdInputSchema,
  TAX_EXCLUSIVE_AMOUNTS_DESCRIPTION,
  updateProposalSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { proposalResponse, proposalsAcceptResponse, proposalsByJobResponse, proposalsMineResponse } from "@skyhire/validators/responses";
import { markDelivered } from "../services/lifecycle/completion";
import {
  acceptProposal,
  createProposal,
  declineProposal,
  updateProposal,
  withdrawProposal,
} from "../services/lifecycle/proposals";
import { jobWithProposals, myProposals, proposalById } from "../services/lifecycle/views";
import { customerProcedure, operatorProcedure, protectedProcedure, router } from "../trpc";

export const proposalsRouter = router({
  /** The job page: the job, its proposals (all for its customer, one's own for an operator), payment, actions. */
  byJob: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/requests/{jobId}/proposals", summary: "The proposals on a job request" } })
    .output(documented(proposalsByJobResponse))
    .input(jobIdInputSchema)
    .query(({ ctx, input }) => jobWithProposals(ctx.db, { actor: ctx.user, jobId: input.jobId })),

  /** The operator's own proposals, optionally by status. */
  mine: operatorProcedure
    .meta({ rest: { method: "GET", path: "/api/operators/proposals", summary: "The caller's own proposals" } })
    .output(documented(proposalsMineResponse))
    .input(myProposalsSchema)
    .query(({ ctx, input }) => myProposals(ctx.db, { ...input, operatorId: ctx.user.id })),

  /** One proposal: the operator who sent it, the job's customer, admins. */
  byId: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/proposals/{id}", summary: "One proposal" } })
    .output(documented(proposalResponse))
    .input(proposalIdInputSchema)
    .query(({ ctx, input }) => proposalById(ctx.db, { actor: ctx.user, id: input.id })),

  create: operatorProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/requests/{jobId}/proposals",
        summary: "Propose a quote on a job request",
        description: TAX_EXCLUSIVE_AMOUNTS_DESCRIPTION,
        status: 201,
        location: "/api/proposals/{id}",
      },
    })
    .output(documented(proposalResponse))
    .input(createProposalSchema)
    .mutation(({ ctx, input }) => createProposal(ctx.db, { operatorId: ctx.user.id, proposal: input })),

  update: operatorProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/proposals/{id}",
        summary: "Change a pending proposal",
        description: TAX_EXCLUSIVE_AMOUNTS_DESCRIPTION,
      },
    })
    .output(documented(proposalResponse))
    .input(updateProposalSchema)
    .mutation(({ ctx, input }) => updateProposal(ctx.db, { operatorId: ctx.user.id, proposal: input })),

  withdraw: operatorProcedure
    .meta({ rest: { method: "POST", path: "/api/proposals/{id}/withdraw", summary: "Withdraw a pending proposal" } })
    .output(documented(proposalResponse))
    .input(proposalIdInputSchema)
    .mutation(({ ctx, input }) => withdrawProposal(ctx.db, { operatorId: ctx.user.id, proposalId: input.id })),

  /** Accept: the proposal is chosen and its escrow payment + invoice issued (pay next with escrow.pay). */
  accept: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/proposals/{id}/accept", summary: "Accept a proposal (hire the operator)" } })
    .output(documented(proposalsAcceptResponse))
    .input(proposalIdInputSchema)
    .mutation(({ ctx, input }) => acceptProposal(ctx.db, { customerId: ctx.user.id, proposalId: input.id })),

  decline: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/proposals/{id}/decline", summary: "Decline a proposal" } })
    .output(documented(proposalResponse))
    .input(proposalIdInputSchema)
    .mutation(({ ctx, input }) => declineProposal(ctx.db, { customerId: ctx.user.id, proposalId: input.id })),

  /** The hired operator marks the job delivered. */
  markDelivered: operatorProcedure
    .meta({ rest: { method: "POST", path: "/api/proposals/{id}/delivered", summary: "Mark the hired work as delivered" } })
    .output(documented(proposalResponse))
    .input(proposalIdInputSchema)
    .mutation(({ ctx, input }) => markDelivered(ctx.db, { operatorId: ctx.user.id, proposalId: input.id })),
});
