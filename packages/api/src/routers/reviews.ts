import { createReviewSchema, operatorReviewsSchema, pageInputSchema, updateReviewSchema } from "@skyhire/validators";
import { createReview, customerReviewProjects, operatorReviews, updateReview } from "../services/lifecycle/reviews";
import { customerProcedure, publicProcedure, router } from "../trpc";

export const reviewsRouter = router({
  /** An operator's reviews (listing page, operator card), with the average. */
  list: publicProcedure
    .input(operatorReviewsSchema)
    .query(({ ctx, input }) => operatorReviews(ctx.db, { ...input, page: input.page, pageSize: input.pageSize })),

  /** The customer's reviews screen: completed projects with Write/Edit Review state, and the summary. */
  mine: customerProcedure
    .input(pageInputSchema)
    .query(({ ctx, input }) => customerReviewProjects(ctx.db, { customerId: ctx.user.id, ...input })),

  create: customerProcedure
    .input(createReviewSchema)
    .mutation(({ ctx, input }) => createReview(ctx.db, { customerId: ctx.user.id, review: input })),

  update: customerProcedure
    .input(updateReviewSchema)
    .mutation(({ ctx, input }) => updateReview(ctx.db, { customerId: ctx.user.id, review: input })),
});
