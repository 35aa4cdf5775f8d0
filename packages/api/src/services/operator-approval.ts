/**
 * Admin review of operator profiles (docs/product.md#roles-and-access: operators wait for admin approval before they are
 * active). Approving lets the operator's published listings into public browse (publicOperatorCondition)
 * and lets them create listings; the operator gets an e-mail with the outcome either way. Each
 * decision is written to the audit log in the same transaction (issue 6). Approval does not verify:
 * the verified badge is a separate admin decision (services/admin/operators.ts).
 */
import { operatorProfiles, users, type Executor } from "@skyhire/db";
import { documentsExpireOn, isoToday, type ApprovalStatus, type SessionUser } from "@skyhire/validators";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { conflict, invalidState, notFound } from "../errors";
import { recordAudit } from "./admin/audit";
import { markNotificationEmailed, notify, withUnsubscribe } from "./lifecycle/notifications";
import { emailWanted } from "./notification-settings";
import { onFileUntilSql } from "./admin/documents";
import { absoluteUrl, operatorApprovedMail, operatorRejectedMail, sendMailSafely, type MailMessage, type SendMailOptions } from "./mail";
import { allOf, onePage } from "./sql-helpers";

export const OPERATOR_APPROVAL_MESSAGES = {
  notFound: "Operator profile not found",
  alreadyApproved: "This operator is already approved",
  alreadyRejected: "This operator has already been rejected",
  documentsExpired: (expiredOn: string) =>
    `The operator's licence or insurance expired on ${expiredOn}. Ask them to upload a current document before approving.`,
} as const;

export const OPERATOR_DASHBOARD_PATH = "/dashboard/operator";
export const OPERATOR_ONBOARDING_PATH = "/onboarding/operator?step=2";

export interface PendingOperator {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  companyName: string;
  phone: string | null;
  bio: string;
  competencyProof: string | null;
  qualifications: string[];
  serviceAreas: string[];
  availability: string | null;
  defaultMargin: number;
  licences: (typeof operatorProfiles.$inferSelect)["licences"];
  insuranceDocs: (typeof operatorProfiles.$inferSelect)["insuranceDocs"];
  portfolioItems: (typeof operatorProfiles.$inferSelect)["portfolioItems"];
  submittedAt: Date;
}

/** Profiles awaiting review, oldest submission first (first come, first reviewed), one page at a time. */
export async function listPendingOperators(
  db: Executor,
  input: { page: number; pageSize: number },
): Promise<{ items: PendingOperator[]; total: number; page: number; pageSize: number }> {
  const pending = eq(operatorProfiles.approvalStatus, "pending");
  const page = await onePage(
    input,
    db
      .select({
        userId: operatorProfiles.userId,
        email: users.email,
        emailVerifiedAt: users.emailVerified,
        fullName: operatorProfiles.fullName,
        companyName: operatorProfiles.companyName,
        phone: operatorProfiles.phone,
        bio: operatorProfiles.bio,
        competencyProof: operatorProfiles.competencyProof,
        qualifications: operatorProfiles.qualifications,
        serviceAreas: operatorProfiles.serviceAreas,
        availability: operatorProfiles.availability,
        defaultMargin: operatorProfiles.defaultMargin,
        licences: operatorProfiles.licences,
        insuranceDocs: operatorProfiles.insuranceDocs,
        portfolioItems: operatorProfiles.portfolioItems,
        submittedAt: operatorProfiles.updatedAt,
      })
      .from(operatorProfiles)
      .innerJoin(users, eq(users.id, operatorProfiles.userId))
      .where(pending)
      .orderBy(asc(operatorProfiles.updatedAt), asc(operatorProfiles.id))
      .$dynamic(),
    db.select({ n: count() }).from(operatorProfiles).where(pending),
  );
  return {
    ...page,
    items: page.items.map(({ emailVerifiedAt, defaultMargin, ...row }) => ({
      ...row,
      emailVerified: emailVerifiedAt !== null,
      defaultMargin: Number(defaultMargin),
    })),
  };
}

export interface ReviewResult {
  userId: string;
  approvalStatus: ApprovalStatus;
  reviewedBy: string;
  reviewedAt: Date;
  rejectionReason: string | null;
  /** False when the outcome e-mail could not be sent (the decision stands). */
  emailSent: boolean;
}

interface ReviewInput {
  reviewer: Pick<SessionUser, "id" | "email">;
  userId: string;
  /** The site's origin, for the links in the e-mail. */
  baseUrl: string;
  mail?: SendMailOptions;
}

/**
 * Records a decision with a conditional update, so two admins deciding at once cannot both win:
 * only a profile in one of `from` changes. The audit entry is written in the same transaction.
 * Returns the operator's e-mail with the new row.
 */
async function decide(
  db: Executor,
  input: ReviewInput,
  to: Exclude<ApprovalStatus, "pending">,
  from: ApprovalStatus[],
  rejectionReason: string | null,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        approvalStatus: operatorProfiles.approvalStatus,
        companyName: operatorProfiles.companyName,
        licences: operatorProfiles.licences,
        insuranceDocs: operatorProfiles.insuranceDocs,
      })
      .from(operatorProfiles)
      .where(eq(operatorProfiles.userId, input.userId))
      .limit(1);
    // Approval puts the operator live: never while the documents on file have expired.
    const expiresOn = before ? documentsExpireOn(before) : null;
    if (to === "approved" && expiresOn !== null && expiresOn < isoToday()) {
      throw invalidState(OPERATOR_APPROVAL_MESSAGES.documentsExpired(expiresOn));
    }
    const [row] = await tx
      .update(operatorProfiles)
      .set({
        approvalStatus: to,
        // A rejected operator is not live, so not verified either; approval leaves the badge to Verify.
        ...(to === "rejected" ? { isVerified: false } : {}),
        // The documents approved now count until they expire (issue 6: re-approval after renewal).
        ...(to === "approved" ? { documentsValidUntil: sql`(${onFileUntilSql})::date` } : {}),
        reviewedBy: input.reviewer.id,
        reviewedAt: sql`now()`,
        rejectionReason,
      })
      .where(allOf(eq(operatorProfiles.userId, input.userId), inArray(operatorProfiles.approvalStatus, from)))
      .returning({
        userId: operatorProfiles.userId,
        approvalStatus: operatorProfiles.approvalStatus,
        reviewedAt: operatorProfiles.reviewedAt,
        rejectionReason: operatorProfiles.rejectionReason,
      });
    if (!row) {
      const [current] = await tx
        .select({ approvalStatus: operatorProfiles.approvalStatus })
        .from(operatorProfiles)
        .where(eq(operatorProfiles.userId, input.userId))
        .limit(1);
      if (!current) throw notFound(OPERATOR_APPROVAL_MESSAGES.notFound);
      throw conflict(
        current.approvalStatus === "approved"
          ? OPERATOR_APPROVAL_MESSAGES.alreadyApproved
          : OPERATOR_APPROVAL_MESSAGES.alreadyRejected,
      );
    }
    await recordAudit(tx, {
      actor: input.reviewer,
      action: to === "approved" ? "operator.approve" : "operator.reject",
      targetType: "operator",
      targetId: row.userId,
      targetLabel: before?.companyName ?? null,
      reason: rejectionReason,
      data: { from: before?.approvalStatus ?? null, to },
    });
    // Told in the app too, beside the e-mail: the notifications list is where a new operator looks.
    const noteId = await notify(
      tx,
      to === "approved"
        ? {
            userId: row.userId,
            type: "operator_approved",
            title: "Your operator profile is approved",
            body: "Your profile is now active. You can create listings and send proposals from your dashboard.",
            link: OPERATOR_DASHBOARD_PATH,
          }
        : {
            userId: row.userId,
            type: "operator_rejected",
            title: "Your operator profile was not approved",
            body: `Please update your profile and submit it again. Reason: ${rejectionReason ?? ""}`,
            link: OPERATOR_ONBOARDING_PATH,
          },
    );
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1);
    return { row, email: user?.email ?? null, noteId };
  });
}

/**
 * The decision's e-mail is its notification's e-mail, in the decision's own words: sent once
 * (the notification is then marked mailed, so the sweep does not send a second one), with the
 * type's unsubscribe link, and not at all when the operator turned that type's e-mail off.
 */
async function mailDecision(
  db: Executor,
  decided: { row: { userId: string; approvalStatus: ApprovalStatus }; email: string | null; noteId: string },
  message: (to: string) => MailMessage,
  options: SendMailOptions | undefined,
): Promise<boolean> {
  if (!decided.email) return false;
  const type = decided.row.approvalStatus === "approved" ? "operator_approved" : "operator_rejected";
  if (!(await emailWanted(db, decided.row.userId, type))) {
    await markNotificationEmailed(db, decided.noteId);
    return false;
  }
  const sent = await sendMailSafely(db, withUnsubscribe(message(decided.email), { userId: decided.row.userId, type }), options);
  if (sent) await markNotificationEmailed(db, decided.noteId);
  return sent;
}

function result(row: { userId: string; approvalStatus: ApprovalStatus; reviewedAt: Date | null; rejectionReason: string | null }, reviewerId: string, emailSent: boolean): ReviewResult {
  return {
    userId: row.userId,
    approvalStatus: row.approvalStatus,
    reviewedBy: reviewerId,
    reviewedAt: row.reviewedAt ?? new Date(),
    rejectionReason: row.rejectionReason,
    emailSent,
  };
}

/** Approves a pending (or earlier rejected) profile and tells the operator. */
export async function approveOperator(db: Executor, input: ReviewInput): Promise<ReviewResult> {
  const decided = await decide(db, input, "approved", ["pending", "rejected"], null);
  const emailSent = await mailDecision(
    db,
    decided,
    (to) => operatorApprovedMail(to, absoluteUrl(input.baseUrl, OPERATOR_DASHBOARD_PATH)),
    input.mail,
  );
  return result(decided.row, input.reviewer.id, emailSent);
}

/** Rejects a pending (or withdraws an approved) profile with the reason, and tells the operator why. */
export async function rejectOperator(db: Executor, input: ReviewInput & { reason: string }): Promise<ReviewResult> {
  const decided = await decide(db, input, "rejected", ["pending", "approved"], input.reason);
  const emailSent = await mailDecision(
    db,
    decided,
    (to) => operatorRejectedMail(to, input.reason, absoluteUrl(input.baseUrl, OPERATOR_ONBOARDING_PATH)),
    input.mail,
  );
  return result(decided.row, input.reviewer.id, emailSent);
}
