import { auditLogQuerySchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminAuditListResponse } from "@skyhire/validators/responses";
import { listAuditLog } from "../services/admin/audit";
import { adminProcedure, router } from "../trpc";

/** Admin-only: the audit log of every admin action, newest first (issue 6). */
export const adminAuditRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/audit", summary: "The admin audit log (admin)" } })
    .output(documented(adminAuditListResponse))
    .input(auditLogQuerySchema).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
