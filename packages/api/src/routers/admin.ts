import {
  adminOperatorSchema,
  adminOperatorsQuerySchema,
  approveOperatorSchema,
  pendingOperatorsSchema,
  rejectOperatorSchema,
  verifyOperatorSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminOperatorResponse, adminOperatorsResponse, adminPendingOperatorsResponse, operatorBadgeResponse, operatorReviewResponse } from "@skyhire/validators/responses";
import { getOperatorForAdmin, listOperators, setOperatorVerified } from "../services/admin/operators";
import { appBaseUrl } from "../services/mail";
import { approveOperator, listPendingOperators, rejectOperator } from "../services/operator-approval";
import { adminProcedure, router } from "../trpc";

/**
 * Admin-only: the review of operator profiles (docs/product.md#roles-and-access) and the verified badge (issue 6).
 * Every procedure refuses other roles.
 */
export const adminRouter = router({
  pendingOperators: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/operators/pending", summary: "Operator profiles waiting for review" } })
    .output(documented(adminPendingOperatorsResponse))
    .input(pendingOperatorsSchema)
    .query(({ ctx, input }) => listPendingOperators(ctx.db, input)),

  /** Every operator by approval state and search (to find approved and rejected ones too). */
  operators: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/operators", summary: "All operators, searchable (admin)" } })
    .output(documented(adminOperatorsResponse))
    .input(adminOperatorsQuerySchema).query(({ ctx, input }) => listOperators(ctx.db, input)),

  /** One operator with everything submitted: the review screen. */
  operator: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/operators/{userId}", summary: "One operator with documents and history (admin)" } })
    .output(documented(adminOperatorResponse))
    .input(adminOperatorSchema).query(({ ctx, input }) => getOperatorForAdmin(ctx.db, input.userId)),

  approveOperator: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/operators/{userId}/approve", summary: "Approve an operator profile" } })
    .output(documented(operatorReviewResponse))
    .input(approveOperatorSchema).mutation(({ ctx, input }) =>
    approveOperator(ctx.db, { reviewer: ctx.user, userId: input.userId, baseUrl: appBaseUrl(ctx.headers) }),
  ),

  rejectOperator: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/operators/{userId}/reject", summary: "Reject an operator profile with a reason" } })
    .output(documented(operatorReviewResponse))
    .input(rejectOperatorSchema).mutation(({ ctx, input }) =>
    rejectOperator(ctx.db, {
      reviewer: ctx.user,
      userId: input.userId,
      reason: input.reason,
      baseUrl: appBaseUrl(ctx.headers),
    }),
  ),

  verifyOperator: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/operators/{userId}/verify", summary: "Give an operator the verified badge (admin)" } })
    .output(documented(operatorBadgeResponse))
    .input(verifyOperatorSchema)
    .mutation(({ ctx, input }) => setOperatorVerified(ctx.db, { actor: ctx.user, verified: true, ...input })),

  unverifyOperator: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/operators/{userId}/unverify", summary: "Take the verified badge away (admin)" } })
    .output(documented(operatorBadgeResponse))
    .input(verifyOperatorSchema)
    .mutation(({ ctx, input }) => setOperatorVerified(ctx.db, { actor: ctx.user, verified: false, ...input })),
});
