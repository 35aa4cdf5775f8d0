/**
 * Users in the admin area (issue 6): search by e-mail or name, change a role, suspend and
 * reinstate. A suspended account cannot sign in (packages/auth credentials and OAuth check the
 * status), every session it has ends at once (its rows are deleted, and the registry ignores
 * suspended users anyway), and its listings leave browse (publicOperatorCondition). An admin never
 * changes their own account, so the area cannot lock out the one using it.
 */
import { endAllSessions } from "@skyhire/auth/session";
import { operatorProfiles, users, userSearchText, type Executor } from "@skyhire/db";
import {
  ADMIN_MESSAGES as M,
  type AdminUsersQueryValues,
  type ChangeRoleValues,
  type ReinstateUserValues,
  type SessionUser,
  type SuspendUserValues,
} from "@skyhire/validators";
import { count, eq, ilike, sql, type SQL } from "drizzle-orm";
import { conflict, forbidden, notFound } from "../../errors";
import { allOf, containsPattern, newestFirst, onePage } from "../sql-helpers";
import { recordAudit } from "./audit";

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  companyName: operatorProfiles.companyName,
  approvalStatus: operatorProfiles.approvalStatus,
};

/** Newest accounts first; by a substring of e-mail or name (trigram index), role and status. */
export async function searchUsers(db: Executor, input: AdminUsersQueryValues) {
  const conditions: SQL[] = [sql`true`];
  if (input.q) conditions.push(ilike(userSearchText(users), containsPattern(input.q.toLowerCase())));
  if (input.role) conditions.push(eq(users.role, input.role));
  if (input.status) conditions.push(eq(users.status, input.status));
  const where = allOf(...conditions);
  const page = await onePage(
    input,
    db
      .select(userColumns)
      .from(users)
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
      .where(where)
      .orderBy(...newestFirst(users))
      .$dynamic(),
    db.select({ n: count() }).from(users).where(where),
  );
  return {
    ...page,
    items: page.items.map(({ emailVerified, ...row }) => ({ ...row, emailVerified: emailVerified !== null })),
  };
}

/** The target row, locked for the change; refuses the admin's own account. */
async function lockTarget(tx: Executor, actor: SessionUser, userId: string) {
  if (userId === actor.id) throw forbidden(M.notYourself);
  const [target] = await tx
    .select({ id: users.id, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!target) throw notFound(M.userNotFound);
  return target;
}

/**
 * Changes a role. The session registry reads the role on every request, so it holds from the
 * user's next click; an operator made a customer leaves browse (publicOperatorCondition).
 */
export async function changeUserRole(db: Executor, input: { actor: SessionUser } & ChangeRoleValues) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.actor, input.userId);
    if (target.role === input.role) throw conflict(M.sameRole);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, target.id))
      .returning({ id: users.id, role: users.role, status: users.status });
    await recordAudit(tx, {
      actor: input.actor,
      action: "user.role_change",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      reason: input.reason,
      data: { from: target.role, to: input.role },
    });
    return updated;
  });
}

/** Suspends an account and ends every session it has; returns how many sessions ended. */
export async function suspendUser(db: Executor, input: { actor: SessionUser } & SuspendUserValues) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.actor, input.userId);
    if (target.status === "suspended") throw conflict(M.alreadySuspended);
    const [updated] = await tx
      .update(users)
      .set({ status: "suspended", suspendedAt: sql`now()`, suspensionReason: input.reason })
      .where(eq(users.id, target.id))
      .returning({ id: users.id, role: users.role, status: users.status, suspendedAt: users.suspendedAt });
    const endedSessions = await endAllSessions(tx, target.id);
    await recordAudit(tx, {
      actor: input.actor,
      action: "user.suspend",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      reason: input.reason,
      data: { endedSessions },
    });
    return { ...updated, endedSessions };
  });
}

/** Lifts a suspension: the user may sign in again (old sessions stay ended). */
export async function reinstateUser(db: Executor, input: { actor: SessionUser } & ReinstateUserValues) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.actor, input.userId);
    if (target.status !== "suspended") throw conflict(M.notSuspended);
    const [updated] = await tx
      .update(users)
      .set({ status: "active", suspendedAt: null, suspensionReason: null })
      .where(eq(users.id, target.id))
      .returning({ id: users.id, role: users.role, status: users.status });
    await recordAudit(tx, {
      actor: input.actor,
      action: "user.reinstate",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      reason: input.reason ?? null,
    });
    return updated;
  });
}
