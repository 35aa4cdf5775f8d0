/**
 * Who may see an uploaded picture (a logo, portfolio media, a listing photo). Anyone, only while
 * what it belongs to is public: the logo or portfolio of an operator whose page is public, a photo
 * of a listing of such an operator that no admin took down (paused or not) — and the platform's own
 * stock photos (no owner). Otherwise its owner, the
 * admins and the people the owner deals with (a conversation, a proposal on their job); to anyone
 * else it does not exist. A pending operator's logo or a customer's picture is not served by id.
 */
import { conversations, jobRequests, operatorProfiles, proposals, serviceListings, type Executor } from "@skyhire/db";
import { LISTING_PHOTO_PURPOSE, uploadUrl, type SessionUser } from "@skyhire/validators";
import { and, eq, isNull, or, sql } from "drizzle-orm";

export interface PictureUpload {
  id: string;
  ownerId: string | null;
  purpose: string;
}

/** "public": anyone may see it (and shared caches may keep it); "private": only this viewer; null: nobody else. */
export type PictureAccess = "public" | "private" | null;

export async function pictureAccess(db: Executor, upload: PictureUpload, viewer: SessionUser | null): Promise<PictureAccess> {
  if (upload.ownerId === null || (await shownPublicly(db, upload, upload.ownerId))) return "public";
  if (!viewer) return null;
  if (viewer.role === "admin" || viewer.id === upload.ownerId) return "private";
  return (await dealsWith(db, viewer.id, upload.ownerId)) ? "private" : null;
}

/** Whether something public of the owner shows this upload: their public operator page, or a public listing of theirs. */
async function shownPublicly(db: Executor, upload: PictureUpload, ownerId: string): Promise<boolean> {
  // The id is a UUID (checked before the upload was read): looked for in the stored addresses as text.
  const named = (column: unknown) => sql`position(${upload.id} in ${column}::text) > 0`;
  if (upload.purpose === LISTING_PHOTO_PURPOSE) {
    // A listing its owner paused stays shown where it was kept (favourites, past deals): its photos
    // are public while the operator's page is and no admin took the listing down.
    const [listing] = await db
      .select({ id: serviceListings.id })
      .from(serviceListings)
      .innerJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
      .where(
        and(
          eq(serviceListings.operatorId, ownerId),
          isNull(serviceListings.moderationReason),
          eq(operatorProfiles.isPublic, true),
          named(serviceListings.photos),
        ),
      )
      .limit(1);
    return listing !== undefined;
  }
  const [profile] = await db
    .select({ id: operatorProfiles.id })
    .from(operatorProfiles)
    .where(
      and(
        eq(operatorProfiles.userId, ownerId),
        eq(operatorProfiles.isPublic, true),
        or(eq(operatorProfiles.logoUrl, uploadUrl(upload.id, upload.purpose)), named(operatorProfiles.portfolioItems)),
      ),
    )
    .limit(1);
  return profile !== undefined;
}

/** Whether the viewer and the owner deal with each other: a conversation between them, or a proposal of one on the other's job. */
async function dealsWith(db: Executor, viewerId: string, ownerId: string): Promise<boolean> {
  const between = (a: string, b: string) => and(eq(conversations.customerId, a), eq(conversations.operatorId, b));
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(between(viewerId, ownerId), between(ownerId, viewerId)))
    .limit(1);
  if (conversation) return true;
  const proposedTo = (operatorId: string, customerId: string) =>
    and(eq(proposals.operatorId, operatorId), eq(jobRequests.customerId, customerId));
  const [proposal] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .innerJoin(jobRequests, eq(jobRequests.id, proposals.jobRequestId))
    .where(or(proposedTo(ownerId, viewerId), proposedTo(viewerId, ownerId)))
    .limit(1);
  return proposal !== undefined;
}
