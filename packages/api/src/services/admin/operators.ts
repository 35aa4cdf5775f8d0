/**
 * The admin's view of operators (issue 6): every operator by approval state with a search, one
 * operator with everything they submitted (the review screen), and the verified badge.
 */
import { operatorProfiles, serviceListings, users, type Executor } from "@skyhire/db";
import {
  ADMIN_MESSAGES as M,
  displayName,
  isoToday,
  type AdminOperatorsQueryValues,
  type SessionUser,
  type VerifyOperatorValues,
} from "@skyhire/validators";
import { count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { conflict, invalidState, notFound } from "../../errors";
import { allOf, containsPattern, onePage } from "../sql-helpers";
import { recordAudit } from "./audit";
import { documentColumns, documentStatus, type DocumentStatus } from "./documents";

type Profile = typeof operatorProfiles.$inferSelect;

export interface AdminOperatorRow {
  userId: string;
  email: string;
  companyName: string;
  fullName: string | null;
  approvalStatus: Profile["approvalStatus"];
  isVerified: boolean;
  userStatus: "active" | "suspended";
  reviewedAt: Date | null;
  submittedAt: Date;
  documents: DocumentStatus;
}

/** Operators newest first, by approval state and by a substring of company, name or e-mail. */
export async function listOperators(
  db: Executor,
  input: AdminOperatorsQueryValues,
  today: string = isoToday(),
): Promise<{ items: AdminOperatorRow[]; total: number; page: number; pageSize: number }> {
  const conditions: SQL[] = [sql`true`];
  if (input.status) conditions.push(eq(operatorProfiles.approvalStatus, input.status));
  if (input.q) {
    const pattern = containsPattern(input.q);
    const match = or(
      ilike(operatorProfiles.companyName, pattern),
      ilike(operatorProfiles.fullName, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = allOf(...conditions);
  const page = await onePage(
    input,
    db
      .select({
        userId: operatorProfiles.userId,
        email: users.email,
        companyName: operatorProfiles.companyName,
        fullName: operatorProfiles.fullName,
        approvalStatus: operatorProfiles.approvalStatus,
        isVerified: operatorProfiles.isVerified,
        userStatus: users.status,
        reviewedAt: operatorProfiles.reviewedAt,
        submittedAt: operatorProfiles.updatedAt,
        ...documentColumns,
      })
      .from(operatorProfiles)
      .innerJoin(users, eq(users.id, operatorProfiles.userId))
      .where(where)
      .orderBy(desc(operatorProfiles.updatedAt), desc(operatorProfiles.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(operatorProfiles)
      .innerJoin(users, eq(users.id, operatorProfiles.userId))
      .where(where),
  );
  return {
    ...page,
    items: page.items.map(({ licences, insuranceDocs, documentsValidUntil, ...row }) => ({
      ...row,
      documents: documentStatus({ licences, insuranceDocs, documentsValidUntil }, today),
    })),
  };
}

const reviewer = alias(users, "reviewer");
const verifier = alias(users, "verifier");

/** "First Last", else the e-mail; null when there is no such person (a left join's nested object). */
function nameOf(person: { firstName: string | null; lastName: string | null; email: string } | null): string | null {
  if (person === null) return null;
  return displayName({ firstName: person.firstName, lastName: person.lastName, email: null }, person.email);
}

/** One operator with everything they submitted, their account, listings count and document status. */
export async function getOperatorForAdmin(db: Executor, userId: string, today: string = isoToday()) {
  const [row] = await db
    .select({
      profile: operatorProfiles,
      email: users.email,
      emailVerified: users.emailVerified,
      userStatus: users.status,
      role: users.role,
      accountCreatedAt: users.createdAt,
      reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName, email: reviewer.email },
      verifier: { firstName: verifier.firstName, lastName: verifier.lastName, email: verifier.email },
    })
    .from(operatorProfiles)
    .innerJoin(users, eq(users.id, operatorProfiles.userId))
    .leftJoin(reviewer, eq(reviewer.id, operatorProfiles.reviewedBy))
    .leftJoin(verifier, eq(verifier.id, operatorProfiles.verifiedBy))
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  if (!row) throw notFound(M.operatorNotFound);
  const [listings] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${serviceListings.isActive})`.mapWith(Number),
    })
    .from(serviceListings)
    .where(eq(serviceListings.operatorId, userId));
  const p = row.profile;
  return {
    userId: p.userId,
    email: row.email,
    emailVerified: row.emailVerified !== null,
    userStatus: row.userStatus,
    role: row.role,
    accountCreatedAt: row.accountCreatedAt,
    companyName: p.companyName,
    fullName: p.fullName,
    phone: p.phone,
    website: p.website,
    location: p.location,
    bio: p.bio,
    competencyProof: p.competencyProof,
    qualifications: p.qualifications,
    serviceAreas: p.serviceAreas,
    availability: p.availability,
    defaultMargin: Number(p.defaultMargin),
    licences: p.licences,
    insuranceDocs: p.insuranceDocs,
    portfolioItems: p.portfolioItems,
    isPublished: p.isPublished,
    approvalStatus: p.approvalStatus,
    rejectionReason: p.rejectionReason,
    reviewedAt: p.reviewedAt,
    reviewedBy: nameOf(row.reviewer),
    isVerified: p.isVerified,
    verifiedAt: p.verifiedAt,
    verifiedBy: nameOf(row.verifier),
    submittedAt: p.updatedAt,
    listings: { total: listings?.total ?? 0, active: listings?.active ?? 0 },
    documents: documentStatus(p, today),
  };
}
export type OperatorForAdmin = Awaited<ReturnType<typeof getOperatorForAdmin>>;

/**
 * Gives (verify) or withdraws (unverify) the verified badge shown on listings (docs/product.md#listing-detail
 * isVerified). Only an approved operator can be verified. A conditional update: two admins at once
 * change it once.
 */
export async function setOperatorVerified(
  db: Executor,
  input: { actor: SessionUser; verified: boolean } & VerifyOperatorValues,
) {
  return db.transaction(async (tx) => {
    const conditions = [eq(operatorProfiles.userId, input.userId), eq(operatorProfiles.isVerified, !input.verified)];
    if (input.verified) conditions.push(eq(operatorProfiles.approvalStatus, "approved"));
    const [row] = await tx
      .update(operatorProfiles)
      .set({ isVerified: input.verified, verifiedAt: sql`now()`, verifiedBy: input.actor.id })
      .where(allOf(...conditions))
      .returning({
        userId: operatorProfiles.userId,
        companyName: operatorProfiles.companyName,
        isVerified: operatorProfiles.isVerified,
        verifiedAt: operatorProfiles.verifiedAt,
      });
    if (!row) {
      const [current] = await tx
        .select({ isVerified: operatorProfiles.isVerified, approvalStatus: operatorProfiles.approvalStatus })
        .from(operatorProfiles)
        .where(eq(operatorProfiles.userId, input.userId))
        .limit(1);
      if (!current) throw notFound(M.operatorNotFound);
      if (current.isVerified === input.verified) throw conflict(input.verified ? M.alreadyVerified : M.notVerified);
      throw invalidState(M.verifyNeedsApproval);
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: input.verified ? "operator.verify" : "operator.unverify",
      targetType: "operator",
      targetId: row.userId,
      targetLabel: row.companyName,
      reason: input.reason ?? null,
    });
    return row;
  });
}
