import {
  jobMilestonesResponse,
  milestonesConfirmResponse,
  milestonesDeliverResponse,
  milestonesFundResponse,
} from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import {
  deliverMilestoneSchema,
  fundMilestoneSchema,
  jobMilestonesInputSchema,
  milestoneIdInputSchema,
  setMilestonesSchema,
  TAX_EXCLUSIVE_SPLIT_DESCRIPTION,
} from "@skyhire/validators";
import { deliverMilestone } from "../services/lifecycle/completion";
import {
  confirmMilestone,
  fundMilestone,
  jobMilestones,
  setMilestones,
} from "../services/lifecycle/milestones";
import { customerProcedure, operatorProcedure, protectedProcedure, router } from "../trpc";

/** Milestones of a deal (issue 15): each funded, delivered, confirmed and released on its own. */
export const milestonesRouter = router({
  /** The job's milestones with their payment state and what the caller may do. */
  list: protectedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/jobs/{id}/milestones",
        summary: "The milestones of a job's deal",
      },
    })
    .output(documented(jobMilestonesResponse))
    .input(jobMilestonesInputSchema)
    .query(({ ctx, input }) => jobMilestones(ctx.db, { actor: ctx.user, jobId: input.id })),

  /** The operator replaces the milestones of their pending proposal on the job. */
  set: operatorProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/jobs/{id}/milestones",
        summary: "Split one's pending proposal into milestones",
        description: TAX_EXCLUSIVE_SPLIT_DESCRIPTION,
      },
    })
    .output(documented(jobMilestonesResponse))
    .input(setMilestonesSchema)
    .mutation(({ ctx, input }) =>
      setMilestones(ctx.db, { actor: ctx.user, jobId: input.id, milestones: input.milestones }),
    ),

  /** Fund a milestone into escrow (or it and every later one with `all`). */
  fund: customerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/milestones/{id}/fund",
        summary: "Fund a milestone into escrow",
      },
    })
    .output(documented(milestonesFundResponse))
    .input(fundMilestoneSchema)
    .mutation(({ ctx, input }) =>
      fundMilestone(ctx.db, ctx.gateway, {
        customerId: ctx.user.id,
        milestoneId: input.id,
        all: input.all,
      }),
    ),

  /** The hired operator delivers a funded milestone with a note. */
  deliver: operatorProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/milestones/{id}/deliver",
        summary: "Deliver a funded milestone",
      },
    })
    .output(documented(milestonesDeliverResponse))
    .input(deliverMilestoneSchema)
    .mutation(({ ctx, input }) =>
      deliverMilestone(ctx.db, {
        operatorId: ctx.user.id,
        milestoneId: input.id,
        note: input.note,
      }),
    ),

  /** The customer confirms a delivered milestone: its payout is released to the operator. */
  confirm: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/milestones/{id}/confirm",
        summary: "Confirm a delivered milestone and release it",
      },
    })
    .output(documented(milestonesConfirmResponse))
    .input(milestoneIdInputSchema)
    .mutation(({ ctx, input }) =>
      confirmMilestone(ctx.db, ctx.gateway, { actor: ctx.user, milestoneId: input.id }),
    ),
});
