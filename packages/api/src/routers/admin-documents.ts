import { approveDocumentsSchema, expiringDocumentsQuerySchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminDocumentsApproveResponse, adminDocumentsExpiringResponse } from "@skyhire/validators/responses";
import { approveDocuments, listExpiringOperators } from "../services/admin/documents";
import { adminProcedure, router } from "../trpc";

/** Admin-only: operators whose licence or insurance has expired or soon will, and re-approval (issue 6). */
export const adminDocumentsRouter = router({
  expiring: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/documents/expiring", summary: "Operator documents that expire soon (admin)" } })
    .output(documented(adminDocumentsExpiringResponse))
    .input(expiringDocumentsQuerySchema)
    .query(({ ctx, input }) => listExpiringOperators(ctx.db, input)),

  approve: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/operators/{userId}/documents/approve", summary: "Approve an operator's documents (admin)" } })
    .output(documented(adminDocumentsApproveResponse))
    .input(approveDocumentsSchema)
    .mutation(({ ctx, input }) => approveDocuments(ctx.db, { actor: ctx.user, ...input })),
});
