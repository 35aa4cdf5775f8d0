import { customerProfiles, operatorProfiles, users, type Executor } from "@skyhire/db";
import {
  INVALID_FILE_URL_MESSAGE,
  placePoint,
  operatorProfileCompletion,
  PUBLISH_BELOW_THRESHOLD_MESSAGE,
  type CustomerContactValues,
  type CustomerProfileValues,
  type OperatorProfileReplaceValues,
  type OperatorProfileValues,
} from "@skyhire/validators";
import { eq, ne } from "drizzle-orm";
import { conflict, DomainError, notFound } from "../errors";
import { setAccountName } from "./accounts";
import { allOf } from "./sql-helpers";
import { assertOwnUploads, uploadIdsIn } from "./uploads";

// ---------------------------------------------------------------------------------------------
// Customer profile: the caller's own (GET, POST when none, PUT when one exists).

const customerProfileColumns = {
  id: customerProfiles.id,
  userId: customerProfiles.userId,
  name: customerProfiles.name,
  phone: customerProfiles.phone,
  company: customerProfiles.company,
  preferredContact: customerProfiles.preferredContact,
  billingInfo: customerProfiles.billingInfo,
  createdAt: customerProfiles.createdAt,
  updatedAt: customerProfiles.updatedAt,
};

function customerProfileRow(values: CustomerProfileValues) {
  return {
    name: values.name,
    phone: values.phone ?? null,
    company: values.company ?? null,
    preferredContact: values.preferredContact,
  };
}

/** The caller's customer profile, or null when they have none yet. */
export async function getCustomerProfile(db: Executor, userId: string) {
  const [profile] = await db
    .select(customerProfileColumns)
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId))
    .limit(1);
  return profile ?? null;
}

export async function createCustomerProfile(
  db: Executor,
  userId: string,
  values: CustomerProfileValues,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customerProfiles)
      .values({ userId, ...customerProfileRow(values) })
      .onConflictDoNothing({ target: customerProfiles.userId })
      .returning(customerProfileColumns);
    if (!created) throw conflict("Customer profile already exists");
    await setAccountName(tx, userId, values.name);
    return created;
  });
}

export async function updateCustomerProfile(
  db: Executor,
  userId: string,
  values: CustomerProfileValues,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customerProfiles)
      .set(customerProfileRow(values))
      .where(eq(customerProfiles.userId, userId))
      .returning(customerProfileColumns);
    if (!updated) throw notFound("Customer profile not found");
    await setAccountName(tx, userId, values.name);
    return updated;
  });
}

/** The caller's saved payment method as the profile screen shows it (masked card), or null. */
export async function getSavedBillingInfo(db: Executor, userId: string) {
  const [row] = await db
    .select({ billingInfo: customerProfiles.billingInfo })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId))
    .limit(1);
  return row?.billingInfo ?? null;
}

/** Customer onboarding's Contact & Billing step (docs/product.md#customer-onboarding): its fields as the form holds them. */
const customerContactColumns = {
  fullName: customerProfiles.name,
  phoneNumber: customerProfiles.phone,
  companyName: customerProfiles.company,
  preferredContact: customerProfiles.preferredContact,
};

/** The caller's contact details in the onboarding form's shape, or null when they have no profile. */
export async function getCustomerContact(db: Executor, userId: string) {
  const [row] = await db
    .select(customerContactColumns)
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Saves the onboarding contact step: creates the caller's profile or updates its contact fields. */
export async function upsertCustomerContact(
  db: Executor,
  userId: string,
  values: CustomerContactValues,
) {
  const contact = {
    name: values.fullName,
    phone: values.phoneNumber,
    company: values.companyName ?? null,
    preferredContact: values.preferredContact,
  };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(customerProfiles)
      .values({ userId, ...contact })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...contact, updatedAt: new Date() } })
      .returning(customerContactColumns);
    if (!saved) throw new Error("Customer contact was not stored");
    await setAccountName(tx, userId, values.fullName);
    return saved;
  });
}

// ---------------------------------------------------------------------------------------------
// Operator profile: the caller's own. Creating one makes a customer an operator.

const operatorProfileColumns = {
  id: operatorProfiles.id,
  userId: operatorProfiles.userId,
  companyName: operatorProfiles.companyName,
  logoUrl: operatorProfiles.logoUrl,
  website: operatorProfiles.website,
  bio: operatorProfiles.bio,
  location: operatorProfiles.location,
  serviceRadiusKm: operatorProfiles.serviceRadiusKm,
  qualifications: operatorProfiles.qualifications,
  licences: operatorProfiles.licences,
  insuranceDocs: operatorProfiles.insuranceDocs,
  serviceAreas: operatorProfiles.serviceAreas,
  portfolioItems: operatorProfiles.portfolioItems,
  defaultMargin: operatorProfiles.defaultMargin,
  currency: operatorProfiles.currency,
  isVerified: operatorProfiles.isVerified,
  rating: operatorProfiles.rating,
  completedJobs: operatorProfiles.completedJobs,
  isPublished: operatorProfiles.isPublished,
  approvalStatus: operatorProfiles.approvalStatus,
  rejectionReason: operatorProfiles.rejectionReason,
  createdAt: operatorProfiles.createdAt,
  updatedAt: operatorProfiles.updatedAt,
};

type OperatorProfileRow = Pick<
  typeof operatorProfiles.$inferSelect,
  keyof typeof operatorProfileColumns
>;

/** The editor works with the margin as a number (docs/product.md#operator-profile-editor); the column is numeric(5,2). */
function presentOperatorProfile(row: OperatorProfileRow) {
  return { ...row, defaultMargin: Number(row.defaultMargin) };
}
export type OwnOperatorProfile = ReturnType<typeof presentOperatorProfile>;

function operatorProfileRow(values: OperatorProfileValues) {
  return {
    companyName: values.companyName,
    logoUrl: values.logoUrl ?? null,
    website: values.website ?? null,
    bio: values.bio,
    ...baseLocationRow(values.location),
    serviceRadiusKm: values.serviceRadiusKm,
    qualifications: values.qualifications,
    serviceAreas: values.serviceAreas,
    licences: values.licences,
    insuranceDocs: values.insuranceDocs,
    portfolioItems: values.portfolioItems,
    defaultMargin: values.defaultMargin.toFixed(2),
    currency: values.currency,
    isPublished: values.publish,
  };
}

/**
 * The base city and its point for distance search. Absent (undefined) leaves the stored base as it
 * is; null clears it.
 */
export function baseLocationRow(location: string | null | undefined) {
  if (location === undefined) return {};
  const point = placePoint(location);
  return { location, baseLat: point?.lat ?? null, baseLng: point?.lng ?? null };
}

/**
 * Every file the profile points at must be the operator's own upload: a licence or policy is a
 * private document, and another operator's must never show on this profile (the same rule as the
 * onboarding's).
 */
async function assertOwnFiles(db: Executor, userId: string, values: OperatorProfileValues) {
  const urls = [
    values.logoUrl,
    ...values.licences.flatMap((l) => [l.documentUrl, l.document?.url]),
    ...values.insuranceDocs.flatMap((d) => [d.documentUrl, d.document?.url]),
    ...values.portfolioItems.flatMap((p) => [p.imageUrl, ...p.mediaUrls, ...p.media.map((m) => m.url)]),
  ];
  await assertOwnUploads(db, userId, uploadIdsIn(urls), INVALID_FILE_URL_MESSAGE);
}

/** Save & Publish needs the completion threshold (docs/product.md#operator-profile-editor); a draft may be saved at any stage. */
function assertPublishable(values: OperatorProfileValues) {
  if (values.publish && !operatorProfileCompletion(values).canPublish) {
    throw new DomainError("BAD_REQUEST", PUBLISH_BELOW_THRESHOLD_MESSAGE);
  }
}

/** The caller's operator profile, or null when they have none yet. */
export async function getOperatorProfile(
  db: Executor,
  userId: string,
): Promise<OwnOperatorProfile | null> {
  const [row] = await db
    .select(operatorProfileColumns)
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  return row ? presentOperatorProfile(row) : null;
}

/**
 * POST: the first save of the editor. The caller becomes an operator (an admin keeps their role)
 * in the same transaction. New profiles wait for an admin's approval ('pending').
 */
export async function createOperatorProfile(
  db: Executor,
  userId: string,
  values: OperatorProfileValues,
): Promise<OwnOperatorProfile> {
  assertPublishable(values);
  await assertOwnFiles(db, userId, values);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operatorProfiles)
      .values({ userId, ...operatorProfileRow(values) })
      .onConflictDoNothing({ target: operatorProfiles.userId })
      .returning(operatorProfileColumns);
    if (!created) throw conflict("Operator profile already exists");
    await tx
      .update(users)
      .set({ role: "operator" })
      .where(allOf(eq(users.id, userId), ne(users.role, "admin")));
    return presentOperatorProfile(created);
  });
}

/**
 * PUT: later saves. Save Draft unpublishes; the approval status is left as it is. A currency or a
 * publish flag not sent keeps the stored one (the documented payload has neither).
 */
export async function updateOperatorProfile(
  db: Executor,
  userId: string,
  sent: OperatorProfileReplaceValues,
): Promise<OwnOperatorProfile> {
  const [stored] = await db
    .select({ currency: operatorProfiles.currency, isPublished: operatorProfiles.isPublished })
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  if (!stored) throw notFound("Operator profile not found");
  const values: OperatorProfileValues = { ...sent, currency: sent.currency ?? stored.currency, publish: sent.publish ?? stored.isPublished };
  assertPublishable(values);
  await assertOwnFiles(db, userId, values);
  const [updated] = await db
    .update(operatorProfiles)
    .set(operatorProfileRow(values))
    .where(eq(operatorProfiles.userId, userId))
    .returning(operatorProfileColumns);
  if (!updated) throw notFound("Operator profile not found");
  return presentOperatorProfile(updated);
}
