import { approveDocumentsSchema, expiringDocumentsQuerySchema } from "@skyhire/validators";
import { approveDocuments, listExpiringOperators } from "../services/admin/documents";
import { adminProcedure, router } from "../trpc";

/** Admin-only: operators whose licence or insurance has expired or soon will, and re-approval (issue 6). */
export const adminDocumentsRouter = router({
  expiring: adminProcedure
    .input(expiringDocumentsQuerySchema)
    .query(({ ctx, input }) => listExpiringOperators(ctx.db, input)),

  approve: adminProcedure
    .input(approveDocumentsSchema)
    .mutation(({ ctx, input }) => approveDocuments(ctx.db, { actor: ctx.user, ...input })),
});
