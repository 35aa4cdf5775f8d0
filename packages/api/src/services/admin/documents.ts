/**
 * Document expiry (issue 6). Licences and insurance carry expiry dates. What counts is the earlier
 * of the operator's latest licence and latest insurance, but never later than what an admin last
 * approved (`documents_valid_until`): a document uploaded after that counts only once an admin
 * approves it again. Expired: flagged for admins, no new proposals. Within 30 days: a warning.
 */
import { operatorProfiles, users, type Executor } from "@skyhire/db";
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES as M,
  addDays,
  daysUntil,
  documentsExpireOn,
  earlierDate,
  expiryState,
  isoToday,
  type ApproveDocumentsValues,
  type DocumentExpiryState,
  type ExpiringDocumentsQueryValues,
  type SessionUser,
} from "@skyhire/validators";
import { asc, count, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { forbidden, invalidState, notFound } from "../../errors";
import { allOf, onePage } from "../sql-helpers";
import { recordAudit } from "./audit";

type Profile = typeof operatorProfiles.$inferSelect;
type DocumentFields = Pick<Profile, "licences" | "insuranceDocs" | "documentsValidUntil">;

/** The columns `documentStatus` reads, for a select. */
export const documentColumns = {
  licences: operatorProfiles.licences,
  insuranceDocs: operatorProfiles.insuranceDocs,
  documentsValidUntil: operatorProfiles.documentsValidUntil,
};

export interface DocumentStatus {
  /** Until when the documents on file cover the operator (latest licence vs latest insurance). */
  onFileUntil: string | null;
  /** What an admin last approved; null for decisions made before approvals were dated. */
  approvedUntil: string | null;
  /** The date that counts: the earlier of the two. */
  expiresOn: string | null;
  state: DocumentExpiryState;
  /** Newer documents are on file and wait for an admin to approve them. */
  awaitingReview: boolean;
  daysLeft: number | null;
}

/** The document status of a profile on `today` (YYYY-MM-DD). Pure. */
export function documentStatus(profile: DocumentFields, today: string): DocumentStatus {
  const onFileUntil = documentsExpireOn(profile);
  const approvedUntil = profile.documentsValidUntil;
  const expiresOn = earlierDate(approvedUntil, onFileUntil);
  return {
    onFileUntil,
    approvedUntil,
    expiresOn,
    state: expiryState(expiresOn, today),
    awaitingReview: approvedUntil !== null && onFileUntil !== null && onFileUntil > approvedUntil,
    daysLeft: expiresOn === null ? null : daysUntil(expiresOn, today),
  };
}

/** The latest well-formed expiry date among one jsonb list of documents, as YYYY-MM-DD text. */
function latestExpirySql(list: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select max(btrim(d->>'expiryDate')) from jsonb_array_elements(${list}) d
    where btrim(d->>'expiryDate') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
}

/**
 * `documentsExpireOn` in SQL over the row's own columns (dates compared as ISO text, so a malformed
 * date typed into the profile editor is skipped instead of failing the query).
 */
export const onFileUntilSql = sql<string | null>`least(${latestExpirySql(operatorProfiles.licences)}, ${latestExpirySql(operatorProfiles.insuranceDocs)})`;

/** The date that counts (`documentStatus().expiresOn`) in SQL. */
const expiresOnSql = sql<string | null>`least(to_char(${operatorProfiles.documentsValidUntil}, 'YYYY-MM-DD'), ${onFileUntilSql})`;

/** The caller's own document status, for the warning on their dashboard; null without a profile. */
export async function ownDocumentStatus(
  db: Executor,
  userId: string,
  today: string = isoToday(),
): Promise<(DocumentStatus & { licences: Profile["licences"]; insuranceDocs: Profile["insuranceDocs"] }) | null> {
  const [profile] = await db
    .select(documentColumns)
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  if (!profile) return null;
  return { ...documentStatus(profile, today), licences: profile.licences, insuranceDocs: profile.insuranceDocs };
}

/**
 * No new proposals while the documents that count have expired (issue 6). An operator without a
 * profile or without dated documents is left to the approval rule.
 */
export async function assertDocumentsCurrent(db: Executor, operatorId: string, today: string = isoToday()) {
  const [profile] = await db
    .select(documentColumns)
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, operatorId))
    .limit(1);
  if (profile && documentStatus(profile, today).state === "expired") throw forbidden(M.documentsExpiredProposal);
}

export interface ExpiringOperator extends DocumentStatus {
  userId: string;
  email: string;
  companyName: string;
  fullName: string | null;
  licences: Profile["licences"];
  insuranceDocs: Profile["insuranceDocs"];
}

/**
 * Approved operators whose documents have expired or expire within the warning window, the
 * soonest (longest expired) first, one page at a time.
 */
export async function listExpiringOperators(
  db: Executor,
  input: ExpiringDocumentsQueryValues,
  today: string = isoToday(),
): Promise<{ items: ExpiringOperator[]; total: number; page: number; pageSize: number }> {
  const where = allOf(
    eq(operatorProfiles.approvalStatus, "approved"),
    sql`${expiresOnSql} <= ${addDays(today, ADMIN_LIMITS.expiryWarningDays)}`,
  );
  const page = await onePage(
    input,
    db
      .select({
        userId: operatorProfiles.userId,
        email: users.email,
        companyName: operatorProfiles.companyName,
        fullName: operatorProfiles.fullName,
        ...documentColumns,
      })
      .from(operatorProfiles)
      .innerJoin(users, eq(users.id, operatorProfiles.userId))
      .where(where)
      .orderBy(asc(expiresOnSql), asc(operatorProfiles.userId))
      .$dynamic(),
    db.select({ n: count() }).from(operatorProfiles).where(where),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      userId: row.userId,
      email: row.email,
      companyName: row.companyName,
      fullName: row.fullName,
      licences: row.licences,
      insuranceDocs: row.insuranceDocs,
      ...documentStatus(row, today),
    })),
  };
}

/**
 * The admin approves the documents now on file of an approved operator: they count until their own
 * expiry. Refused while those documents are themselves expired.
 */
export async function approveDocuments(
  db: Executor,
  input: { actor: SessionUser } & ApproveDocumentsValues,
  today: string = isoToday(),
): Promise<DocumentStatus & { userId: string }> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        userId: operatorProfiles.userId,
        companyName: operatorProfiles.companyName,
        approvalStatus: operatorProfiles.approvalStatus,
        ...documentColumns,
      })
      .from(operatorProfiles)
      .where(eq(operatorProfiles.userId, input.userId))
      .for("update");
    if (!profile) throw notFound(M.operatorNotFound);
    if (profile.approvalStatus !== "approved") throw invalidState(M.documentsNeedApproval);
    const before = documentStatus(profile, today);
    if (before.onFileUntil === null || before.onFileUntil < today) throw invalidState(M.documentsStillExpired);
    if (before.approvedUntil === before.onFileUntil) throw invalidState(M.documentsAlreadyApproved);
    await tx
      .update(operatorProfiles)
      .set({ documentsValidUntil: before.onFileUntil })
      .where(eq(operatorProfiles.userId, profile.userId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "operator.documents_approve",
      targetType: "operator",
      targetId: profile.userId,
      targetLabel: profile.companyName,
      reason: input.reason ?? null,
      data: { from: before.approvedUntil, to: before.onFileUntil },
    });
    return { userId: profile.userId, ...documentStatus({ ...profile, documentsValidUntil: before.onFileUntil }, today) };
  });
}
