import {
  jobRequests,
  operatorProfiles,
  savedSearchMatches,
  savedSearches,
  searchAlertItems,
  serviceListings,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import { SAVED_SEARCH_LIMITS, savedSearchPath, type AlertFrequency, type SavedSearchKind } from "@skyhire/validators";
import { and, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { withinRadius } from "./distance";
import { jobOffersService, jobPoint } from "./jobs";
import { deliverNotificationEmails, notify } from "./lifecycle/notifications";
import { listingMatchesSavedSearch } from "./listing-search";
import { unsubscribePath } from "./saved-searches";
import { takeBatch } from "./work-batch";

/**
 * Saved-search alerts (docs/architecture.md#saved-search-alerts). A listing that became public or
 * a job that was posted waits in search_alert_items (written by a trigger); the alert job takes a
 * batch, finds every saved search each one matches in one query per kind — the new item against
 * the searches, never every search run again — and records each match once (primary key). A
 * search set to "right away" is told at once; daily and weekly searches collect their matches for
 * the digest. In-app notification and e-mail go together (the notification's e-mail goes through
 * the job queue after the commit).
 */

const S = savedSearches;

/** The saved job searches a posted job matches: the job board's filters, from the search's columns. */
function jobMatchesSavedSearch(): SQL {
  const origin = { lat: S.originLat, lng: S.originLng, radiusKm: S.radiusKm };
  return sql`(${jobRequests.status} = 'open'
    and (${S.category} is null or ${jobOffersService(S.category)})
    and (${S.words} is null or ${jobRequests.location} ilike ${S.words})
    and (${S.originLat} is null or ${withinRadius(origin, jobPoint)})
    and ${S.userId} <> ${jobRequests.customerId}
    and exists (select 1 from ${users} where ${users.id} = ${S.userId} and ${users.status} = 'active' and (
      ${users.role} = 'admin' or exists (
        select 1 from ${operatorProfiles}
        where ${operatorProfiles.userId} = ${S.userId} and ${operatorProfiles.approvalStatus} = 'approved'))))`;
}

interface Match {
  searchId: string;
  userId: string;
  kind: SavedSearchKind;
  name: string;
  frequency: AlertFrequency;
  unsubscribeToken: string;
  itemId: string;
  title: string;
}

const matchColumns = {
  searchId: S.id,
  userId: S.userId,
  kind: S.kind,
  name: S.name,
  frequency: S.frequency,
  unsubscribeToken: S.unsubscribeToken,
};

export async function listingMatches(tx: Executor, ids: string[]): Promise<Match[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ ...matchColumns, itemId: serviceListings.id, title: serviceListings.title })
    .from(serviceListings)
    .innerJoin(
      S,
      and(
        eq(S.kind, "listings"),
        ne(S.frequency, "off"),
        ne(S.userId, serviceListings.operatorId),
        listingMatchesSavedSearch(),
      ),
    )
    .where(inArray(serviceListings.id, ids));
}

async function jobMatches(tx: Executor, ids: string[]): Promise<Match[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ ...matchColumns, itemId: jobRequests.id, title: jobRequests.title })
    .from(jobRequests)
    .innerJoin(S, and(eq(S.kind, "jobs"), ne(S.frequency, "off"), jobMatchesSavedSearch()))
    .where(inArray(jobRequests.id, ids));
}

function itemPath(kind: SavedSearchKind, id: string): string {
  return kind === "listings" ? `/listings/${id}` : `/jobs/${id}`;
}

/**
 * Matches one batch of waiting listings and jobs; says how many items were taken, matches made
 * and alerts sent right away. Safe to run at once on several workers (SKIP LOCKED) and again
 * (a match is recorded once).
 */
export async function runSearchAlerts(
  db: Database,
  options: { batch?: number } = {},
): Promise<{ items: number; matches: number; alerted: number }> {
  const batch = options.batch ?? SAVED_SEARCH_LIMITS.matchBatch;
  const notificationIds: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const taken = await takeBatch(tx, searchAlertItems, batch);
    const idsOf = (kind: SavedSearchKind) => taken.filter((item) => item.kind === kind).map((item) => item.itemId);
    const found = [...(await listingMatches(tx, idsOf("listings"))), ...(await jobMatches(tx, idsOf("jobs")))];
    if (found.length === 0) return { items: taken.length, matches: 0, alerted: 0 };

    const now = new Date();
    const recorded = await tx
      .insert(savedSearchMatches)
      .values(
        found.map((match) => ({
          savedSearchId: match.searchId,
          itemId: match.itemId,
          title: match.title,
          alertedAt: match.frequency === "instant" ? now : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ searchId: savedSearchMatches.savedSearchId, itemId: savedSearchMatches.itemId });
    const isNew = new Set(recorded.map((row) => `${row.searchId}:${row.itemId}`));
    let alerted = 0;
    for (const match of found) {
      if (match.frequency !== "instant" || !isNew.has(`${match.searchId}:${match.itemId}`)) continue;
      notificationIds.push(
        await notify(tx, {
          userId: match.userId,
          type: "search_alert",
          title: `New match for your search: ${match.name}`,
          body: `"${match.title}" matches your saved search: ${match.name}.`,
          link: itemPath(match.kind, match.itemId),
          unsubscribeLink: unsubscribePath({ id: match.searchId, unsubscribeToken: match.unsubscribeToken }),
        }),
      );
      alerted += 1;
    }
    return { items: taken.length, matches: recorded.length, alerted };
  });
  await deliverNotificationEmails(db, notificationIds);
  return outcome;
}

/**
 * The daily or weekly digest: one notification (and e-mail) per search with waiting matches,
 * listing the first few. Matches are claimed before they are told, so two runs tell each once.
 */
export async function sendSearchDigests(db: Database, frequency: "daily" | "weekly"): Promise<number> {
  const notificationIds: string[] = [];
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(savedSearchMatches)
      .set({ alertedAt: new Date() })
      .where(
        and(
          isNull(savedSearchMatches.alertedAt),
          inArray(
            savedSearchMatches.savedSearchId,
            tx.select({ id: S.id }).from(S).where(eq(S.frequency, frequency)),
          ),
        ),
      )
      .returning({ searchId: savedSearchMatches.savedSearchId, title: savedSearchMatches.title, at: savedSearchMatches.createdAt });
    const bySearch = new Map<string, string[]>();
    for (const row of claimed.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      bySearch.set(row.searchId, [...(bySearch.get(row.searchId) ?? []), row.title]);
    }
    if (bySearch.size === 0) return;
    const searches = await tx
      .select({ id: S.id, userId: S.userId, kind: S.kind, name: S.name, parameters: S.parameters, unsubscribeToken: S.unsubscribeToken })
      .from(S)
      .where(inArray(S.id, [...bySearch.keys()]));
    for (const search of searches) {
      const titles = bySearch.get(search.id) ?? [];
      const shown = titles.slice(0, SAVED_SEARCH_LIMITS.digestItems).map((title) => `• ${title}`);
      if (titles.length > shown.length) shown.push(`…and ${titles.length - shown.length} more`);
      const noun = search.kind === "listings" ? (titles.length === 1 ? "service" : "services") : titles.length === 1 ? "job" : "jobs";
      notificationIds.push(
        await notify(tx, {
          userId: search.userId,
          type: "search_alert",
          title: `${titles.length} new ${noun} for your search: ${search.name}`,
          body: shown.join("\n"),
          link: savedSearchPath(search.kind, search.parameters),
          unsubscribeLink: unsubscribePath(search),
        }),
      );
    }
  });
  await deliverNotificationEmails(db, notificationIds);
  return notificationIds.length;
}
