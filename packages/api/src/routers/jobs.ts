import {
  createJobRequestSchema,
  customerJobRequestsSchema,
  jobBoardSchema,
  jobIdInputSchema,
  listJobRequestsSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { jobRequestResponse, jobsByCustomerResponse, jobsListResponse } from "@skyhire/validators/responses";
import {
  createJobRequest,
  customerJobStats,
  jobBoard,
  jobRequestById,
  listCustomerJobRequests,
  listJobRequests,
} from "../services/jobs";
import {
  customerProcedure,
  operatorOrAdminProcedure,
  protectedProcedure,
  publicProcedure,
  router,
} from "../trpc";

export const jobsRouter = router({
  /** GET /api/requests: all job requests, newest first. */
  list: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/requests", summary: "All job requests, newest first", paged: true } })
    .output(documented(jobsListResponse))
    .input(listJobRequestsSchema)
    .query(({ ctx, input }) => listJobRequests(ctx.db, input)),

  /** A customer's own requests (or any customer's, for an admin). */
  byCustomer: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/requests/customer/{userId}", summary: "A customer's own job requests" } })
    .output(documented(jobsByCustomerResponse))
    .input(customerJobRequestsSchema).query(({ ctx, input }) =>
    listCustomerJobRequests(ctx.db, {
      actor: ctx.user,
      customerId: input.userId,
      page: input.page,
      pageSize: input.pageSize,
    }),
  ),

  /** One job request, to whoever may open its job page. */
  byId: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/requests/{jobId}", summary: "One job request" } })
    .output(documented(jobRequestResponse))
    .input(jobIdInputSchema)
    .query(({ ctx, input }) => jobRequestById(ctx.db, { actor: ctx.user, jobId: input.jobId })),

  create: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/requests", summary: "Post a job request", status: 201, location: "/api/requests/{id}" } })
    .output(documented(jobRequestResponse))
    .input(createJobRequestSchema)
    .mutation(({ ctx, input }) =>
      createJobRequest(ctx.db, { customerId: ctx.user.id, job: input }),
    ),

  /** Open jobs for operators to quote on. */
  board: operatorOrAdminProcedure
    .meta({ internal: "the operators' job board screen" })
    .input(jobBoardSchema)
    .query(({ ctx, input }) => jobBoard(ctx.db, { ...input, viewer: ctx.user })),

  /** The customer dashboard's stat cards and recent requests. */
  customerStats: customerProcedure
    .meta({ internal: "the customer dashboard" })
    .query(({ ctx }) => customerJobStats(ctx.db, ctx.user.id)),
});
