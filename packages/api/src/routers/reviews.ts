import { createReviewSchema, listingReviewsSchema, operatorReviewsSchema, pageInputSchema, updateReviewSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { reviewResponse, reviewsListResponse, reviewsMineResponse } from "@skyhire/validators/responses";
import { createReview, customerReviewProjects, listingReviews, operatorReviews, updateReview } from "../services/lifecycle/reviews";
import { customerProcedure, publicProcedure, router } from "../trpc";

export const reviewsRouter = router({
  /** An operator's reviews (listing page, operator card), with the average. */
  list: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/operators/{operatorId}/reviews", summary: "An operator's published reviews", publicRead: true } })
    .output(documented(reviewsListResponse))
    .input(operatorReviewsSchema)
    .query(({ ctx, input }) => operatorReviews(ctx.db, { ...input, page: input.page, pageSize: input.pageSize })),

  /** A public listing's reviews (its operator's), with the average: what its page shows. */
  listing: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/listings/{id}/reviews", summary: "The published reviews a listing's page shows", publicRead: true } })
    .output(documented(reviewsListResponse))
    .input(listingReviewsSchema)
    .query(({ ctx, input }) => listingReviews(ctx.db, input)),

  /** The customer's reviews screen: completed projects with Write/Edit Review state, and the summary. */
  mine: customerProcedure
    .meta({ rest: { method: "GET", path: "/api/customer/reviews", summary: "The reviews the caller has written" } })
    .output(documented(reviewsMineResponse))
    .input(pageInputSchema)
    .query(({ ctx, input }) => customerReviewProjects(ctx.db, { customerId: ctx.user.id, ...input })),

  create: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/reviews", summary: "Review a completed job", status: 201 } })
    .output(documented(reviewResponse))
    .input(createReviewSchema)
    .mutation(({ ctx, input }) => createReview(ctx.db, { customerId: ctx.user.id, review: input })),

  update: customerProcedure
    .meta({ rest: { method: "PUT", path: "/api/reviews/{id}", summary: "Edit one of the caller's reviews" } })
    .output(documented(reviewResponse))
    .input(updateReviewSchema)
    .mutation(({ ctx, input }) => updateReview(ctx.db, { customerId: ctx.user.id, review: input })),
});
