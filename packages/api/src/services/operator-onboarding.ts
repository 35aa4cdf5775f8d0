/**
 * Operator onboarding (docs/product.md#operator-onboarding): POST /api/operator-profile stores the merged payload as
 * the caller's operator profile awaiting an admin's review, and makes the caller an operator.
 */
import {
  operatorProfiles,
  users,
  type Executor,
  type InsuranceDoc,
  type Licence,
  type PortfolioItem,
} from "@skyhire/db";
import {
  currencyOfPlace,
  INVALID_FILE_URL_MESSAGE,
  splitFullName,
  type ApprovalStatus,
  type OperatorOnboardingValues,
  type SessionUser,
} from "@skyhire/validators";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { baseLocationRow } from "./profiles";
import { assertOwnUploads, uploadIdsIn } from "./uploads";

export interface SubmittedOperatorProfile {
  profileId: string;
  userId: string;
  approvalStatus: ApprovalStatus;
  submittedAt: Date;
}

function licenceRows(values: OperatorOnboardingValues): Licence[] {
  return values.licenses.map((licence) => ({
    type: licence.type,
    number: licence.number,
    expiryDate: licence.expiryDate,
    ...documentFields(licence.documentUrl, licence.document),
  }));
}

function insuranceRows(values: OperatorOnboardingValues): InsuranceDoc[] {
  return values.insuranceDocs.map((doc) => ({
    provider: doc.provider,
    policyNumber: doc.policyNumber,
    coverageAmount: doc.coverageAmount,
    expiryDate: doc.expiryDate,
    ...documentFields(doc.documentUrl, doc.document),
  }));
}

/** The uploaded document and its address; the address follows the document when both are given. */
function documentFields(
  documentUrl: string | undefined,
  document: Licence["document"] | undefined,
): Pick<Licence, "documentUrl" | "document"> {
  const url = document?.url ?? documentUrl;
  return { ...(url ? { documentUrl: url } : {}), ...(document ? { document } : {}) };
}

/** Portfolio items in the profile editor's shape (media list and its addresses, docs/product.md#data). */
function portfolioRows(values: OperatorOnboardingValues): PortfolioItem[] {
  return values.portfolioItems.map((item) => {
    const imageUrl = item.media[0]?.url ?? item.imageUrl;
    return {
      title: item.title,
      description: item.description,
      projectDate: item.projectDate,
      ...(imageUrl ? { imageUrl } : {}),
      media: item.media,
      mediaUrls: item.media.map((file) => file.url),
    };
  });
}

/** The ids of our own uploads the payload points at (documents, images). */
function uploadIds(values: OperatorOnboardingValues): string[] {
  return uploadIdsIn([
    ...values.licenses.flatMap((l) => [l.documentUrl, l.document?.url]),
    ...values.insuranceDocs.flatMap((d) => [d.documentUrl, d.document?.url]),
    ...values.portfolioItems.flatMap((p) => [p.imageUrl, ...p.media.map((m) => m.url)]),
  ]);
}

/**
 * Creates or replaces the caller's operator profile from the onboarding payload. A (re)submission
 * always waits for review again ('pending'; an earlier decision and reason are cleared), since the
 * documents it is judged on may have changed. The caller becomes an operator (an admin stays one) in
 * the same transaction; sessions read the role from the database, so it holds from the next request.
 * Fields only the profile editor sets (logo, website, currency, location) are left as they are; a
 * new profile's currency starts as its base location's (`currencyOfPlace`).
 * Uploaded documents and images must be the caller's own uploads.
 */
export async function submitOperatorOnboarding(
  db: Executor,
  input: { actor: SessionUser; values: OperatorOnboardingValues },
): Promise<SubmittedOperatorProfile> {
  const { actor, values } = input;
  // Uploaded files must be the caller's own: otherwise a profile could present someone else's
  // licence (licences and insurance are private files) to the admin as its own.
  await assertOwnUploads(db, actor.id, uploadIds(values), INVALID_FILE_URL_MESSAGE);
  const fields = {
    fullName: values.fullName,
    companyName: values.companyName,
    phone: values.phoneNumber,
    licences: licenceRows(values),
    insuranceDocs: insuranceRows(values),
    competencyProof: values.competencyProof,
    bio: values.bio,
    ...baseLocationRow(values.location),
    serviceRadiusKm: values.serviceRadiusKm,
    qualifications: values.qualifications,
    serviceAreas: values.serviceAreas,
    portfolioItems: portfolioRows(values),
    defaultMargin: values.defaultMargin.toFixed(2),
    availability: values.availability,
    // Submit for Review asks to go live: the approval decides when.
    isPublished: true,
    approvalStatus: "pending" as const,
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
  };

  return db.transaction(async (tx) => {
    // One row per user (unique user_id): a resubmission updates it, two at once cannot both insert.
    const [profile] = await tx
      .insert(operatorProfiles)
      // A new profile starts in the currency of its base (the editor changes it); a resubmission keeps it.
      .values({ userId: actor.id, ...fields, currency: currencyOfPlace(values.location) })
      .onConflictDoUpdate({ target: operatorProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
      .returning({
        profileId: operatorProfiles.id,
        userId: operatorProfiles.userId,
        approvalStatus: operatorProfiles.approvalStatus,
        submittedAt: operatorProfiles.updatedAt,
      });
    if (!profile) throw new Error("operator profile was not stored");

    await tx
      .update(users)
      .set({ role: "operator" })
      .where(and(eq(users.id, actor.id), ne(users.role, "admin")));
    // The name typed here becomes the account's name when it has none yet (avatar initials, menus).
    const name = splitFullName(values.fullName);
    await tx
      .update(users)
      .set(name)
      .where(and(eq(users.id, actor.id), isNull(users.firstName), isNull(users.lastName)));
    return profile;
  });
}

export interface OperatorOnboardingState {
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  submittedAt: Date;
  emailVerified: boolean;
  /** What was submitted, in the form's shape, so the steps can start from it. */
  values: SubmittedOnboardingValues;
}

type StoredFile = NonNullable<Licence["document"]>;

/** The stored profile in the onboarding form's shape (value lists as stored, unchecked). */
export interface SubmittedOnboardingValues {
  fullName: string;
  companyName: string;
  phoneNumber: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  licenses: { type: string; number: string; expiryDate: string; documentUrl: string; document: StoredFile | null }[];
  insuranceDocs: {
    provider: string;
    policyNumber: string;
    coverageAmount: string;
    expiryDate: string;
    documentUrl: string;
    document: StoredFile | null;
  }[];
  competencyProof: string;
  bio: string;
  location: string;
  serviceRadiusKm: number;
  qualifications: string[];
  serviceAreas: string[];
  portfolioItems: { title: string; description: string; projectDate: string; imageUrl: string; media: StoredFile[] }[];
  defaultMargin: number;
  availability: string;
}

/** The caller's submitted onboarding and its review state; null when there is no operator profile. */
export async function getOperatorOnboarding(db: Executor, userId: string): Promise<OperatorOnboardingState | null> {
  const [row] = await db
    .select({
      profile: operatorProfiles,
      emailVerified: users.emailVerified,
    })
    .from(operatorProfiles)
    .innerJoin(users, eq(users.id, operatorProfiles.userId))
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  const p = row.profile;
  return {
    approvalStatus: p.approvalStatus,
    rejectionReason: p.rejectionReason,
    reviewedAt: p.reviewedAt,
    submittedAt: p.updatedAt,
    emailVerified: row.emailVerified !== null,
    values: {
      fullName: p.fullName ?? "",
      companyName: p.companyName,
      phoneNumber: p.phone ?? "",
      // The boxes were ticked to submit; they are asked again on every submission anyway.
      acceptTerms: false,
      acceptPrivacy: false,
      licenses: p.licences.map((l) => ({
        type: l.type,
        number: l.number,
        expiryDate: l.expiryDate,
        documentUrl: l.documentUrl ?? "",
        document: l.document ?? null,
      })),
      insuranceDocs: p.insuranceDocs.map((d) => ({
        provider: d.provider,
        policyNumber: d.policyNumber,
        coverageAmount: d.coverageAmount,
        expiryDate: d.expiryDate,
        documentUrl: d.documentUrl ?? "",
        document: d.document ?? null,
      })),
      competencyProof: p.competencyProof ?? "",
      bio: p.bio,
      location: p.location ?? "",
      serviceRadiusKm: p.serviceRadiusKm,
      qualifications: p.qualifications,
      serviceAreas: p.serviceAreas,
      portfolioItems: p.portfolioItems.map((item) => ({
        title: item.title,
        description: item.description,
        projectDate: item.projectDate ?? "",
        imageUrl: item.imageUrl ?? "",
        media: item.media ?? [],
      })),
      defaultMargin: Number(p.defaultMargin),
      availability: p.availability ?? "",
    },
  };
}
