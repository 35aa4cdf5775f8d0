import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "@skyhire/validators";
import { check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, inList } from "./helpers";
import { users } from "./users";

/**
 * Every admin action (issue 6): who did what to which record, when and why. Rows are only ever
 * added. The actor's e-mail is copied in so the entry still says who acted after their account is
 * gone (the id is then set null).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text("target_id").notNull(),
    /** A human name for the target at the time (company, e-mail, listing title, job title). */
    targetLabel: text("target_label"),
    reason: text("reason"),
    /** What changed, e.g. { from: "customer", to: "operator" } or the refunded amount. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("audit_log_action_check", inList("action", AUDIT_ACTIONS)),
    check("audit_log_target_type_check", inList("target_type", AUDIT_TARGET_TYPES)),
    // Newest first, whole log or one action; one target's history; one admin's actions.
    index("audit_log_recent_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc().nullsFirst()),
    index("audit_log_target_idx").on(t.targetId, t.createdAt.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);
