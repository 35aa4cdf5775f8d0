import { ownDocumentStatus } from "../services/admin/documents";
import { operatorProcedure, router } from "../trpc";

/** The operator's own document expiry status, for the warning on their dashboard (issue 6). */
export const operatorDocumentsRouter = router({
  status: operatorProcedure.query(({ ctx }) => ownDocumentStatus(ctx.db, ctx.user.id)),
});
