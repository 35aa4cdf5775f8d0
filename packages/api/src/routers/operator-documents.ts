import { operatorDocumentsStatusResponse } from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import { ownDocumentStatus } from "../services/admin/documents";
import { operatorProcedure, router } from "../trpc";

/** The operator's own document expiry status, for the warning on their dashboard (issue 6). */
export const operatorDocumentsRouter = router({
  status: operatorProcedure
    .meta({ rest: { method: "GET", path: "/api/operator/documents", summary: "The caller's licence and insurance documents and their state" } })
    .output(documented(operatorDocumentsStatusResponse))
    .query(({ ctx }) => ownDocumentStatus(ctx.db, ctx.user.id)),
});
