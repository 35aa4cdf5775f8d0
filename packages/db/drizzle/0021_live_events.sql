CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_check" CHECK ("kind" IN ('message', 'conversation-read', 'notification'))
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Live events (docs/architecture.md#live-updates): written by these triggers in the transaction of
-- the change, so every writer is covered; pg_notify wakes the web servers' readers at commit.
-- A new message: both sides of its conversation hear of it (a support thread's other side is every admin).
CREATE FUNCTION "live_events_on_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "ref_id")
  SELECT DISTINCT party.user_id, 'message', c.id
  FROM (SELECT DISTINCT "conversation_id" FROM new_rows) AS m
  JOIN "conversations" AS c ON c.id = m."conversation_id"
  CROSS JOIN LATERAL (
    SELECT c."customer_id" AS user_id
    UNION SELECT c."operator_id" WHERE c."operator_id" IS NOT NULL
    UNION SELECT u.id FROM "users" AS u WHERE c."kind" = 'support' AND u."role" = 'admin'
  ) AS party;
  IF FOUND THEN PERFORM pg_notify('skyhire_live_events', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_live_events" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_events_on_message"();--> statement-breakpoint
-- A thread read (in another tab, or by another admin of the support desk): that side's badges change.
CREATE FUNCTION "live_events_on_conversation_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "ref_id")
  SELECT n."customer_id", 'conversation-read', n.id
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
  WHERE n."customer_last_read_at" IS DISTINCT FROM o."customer_last_read_at"
  UNION
  SELECT party.user_id, 'conversation-read', n.id
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
  CROSS JOIN LATERAL (
    SELECT n."operator_id" AS user_id WHERE n."operator_id" IS NOT NULL
    UNION SELECT u.id FROM "users" AS u WHERE n."kind" = 'support' AND u."role" = 'admin'
  ) AS party
  WHERE n."operator_last_read_at" IS DISTINCT FROM o."operator_last_read_at";
  IF FOUND THEN PERFORM pg_notify('skyhire_live_events', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversations_live_events" AFTER UPDATE ON "conversations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_events_on_conversation_read"();--> statement-breakpoint
-- A notification written: its user hears of it.
CREATE FUNCTION "live_events_on_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "ref_id")
  SELECT n."user_id", 'notification', n.id FROM new_rows AS n;
  IF FOUND THEN PERFORM pg_notify('skyhire_live_events', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_live_events" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_events_on_notification"();--> statement-breakpoint
-- Notifications read (one, or all at once): one event per user, whose badge changes.
CREATE FUNCTION "live_events_on_notification_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "ref_id")
  SELECT DISTINCT ON (n."user_id") n."user_id", 'notification', n.id
  FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
  WHERE n."read_at" IS DISTINCT FROM o."read_at";
  IF FOUND THEN PERFORM pg_notify('skyhire_live_events', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_read_live_events" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_events_on_notification_read"();
