/**
 * The audit log (issue 6): every admin action is written here, in the same transaction as the
 * change it records where the change allows it, and read back newest first, one page at a time.
 */
import { auditLog, users, type Executor } from "@skyhire/db";
import { fullNameOf, type AuditAction, type AuditLogQueryValues, type AuditTargetType, type SessionUser } from "@skyhire/validators";
import { count, eq, type SQL } from "drizzle-orm";
import { allOf, newestFirst, onePage } from "../sql-helpers";

export interface AuditEntryInput {
  actor: Pick<SessionUser, "id" | "email">;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string | null;
  reason?: string | null;
  data?: Record<string, unknown>;
}

export type AuditEntry = typeof auditLog.$inferSelect;

export async function recordAudit(db: Executor, entry: AuditEntryInput): Promise<AuditEntry> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel ?? null,
      reason: entry.reason ?? null,
      data: entry.data ?? {},
    })
    .returning();
  if (!row) throw new Error("audit entry was not stored");
  return row;
}

export interface AuditLogPage {
  items: (AuditEntry & { actorName: string | null })[];
  total: number;
  page: number;
  pageSize: number;
}

/** Newest first; optionally one action or one target's history. */
export async function listAuditLog(db: Executor, input: AuditLogQueryValues): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  if (input.targetId) conditions.push(eq(auditLog.targetId, input.targetId));
  const where = conditions.length > 0 ? allOf(...conditions) : undefined;
  const page = await onePage(
    input,
    db
      .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(...newestFirst(auditLog))
      .$dynamic(),
    db.select({ n: count() }).from(auditLog).where(where),
  );
  return {
    ...page,
    items: page.items.map(({ entry, firstName, lastName }) => ({
      ...entry,
      actorName: fullNameOf({ firstName, lastName }) || null,
    })),
  };
}
