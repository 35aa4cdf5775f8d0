ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "auto_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "released_by" text;--> statement-breakpoint
CREATE INDEX "milestones_auto_release_idx" ON "milestones" USING btree ("auto_release_at") WHERE "milestones"."auto_release_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_released_by_check" CHECK ("released_by" IN ('customer', 'admin', 'auto'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert', 'favourite_price', 'favourite_listing', 'auto_release_reminder', 'payment_auto_released'));--> statement-breakpoint
-- Milestones delivered before auto-release existed: their customers were never told a date, so
-- the window (AUTO_RELEASE_DAYS' default when this was written) starts now.
UPDATE "milestones" SET "auto_release_at" = GREATEST("delivered_at", now()) + interval '14 days' WHERE "delivered_at" IS NOT NULL;
