import { LIVE_EVENT_KINDS } from "@skyhire/validators";
import { bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { inList, requiredRef } from "./helpers";
import { users } from "./users";

/**
 * What changed for whom, for the live event stream (docs/architecture.md#live-updates). Rows are
 * written by triggers (packages/db/drizzle/0021_live_events.sql) in the transaction of the change
 * itself, so every writer — web, worker, seed — is covered and an event exists exactly when its
 * change was committed. The trigger also wakes listeners with NOTIFY; a reconnecting client asks
 * for the rows after its Last-Event-ID. Old rows are pruned by the nightly housekeeping.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    kind: text("kind", { enum: LIVE_EVENT_KINDS }).notNull(),
    /** The conversation or notification the event is about. */
    refId: text("ref_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("live_events_kind_check", inList("kind", LIVE_EVENT_KINDS)),
    index("live_events_user_idx").on(t.userId, t.id),
    index("live_events_created_idx").on(t.createdAt),
  ],
);
