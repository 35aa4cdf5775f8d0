CREATE TABLE "reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reporter_id" text NOT NULL,
	"review_id" text,
	"listing_id" text,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_one_target_check" CHECK (("reports"."review_id" is null) <> ("reports"."listing_id" is null)),
	CONSTRAINT "reports_reason_check" CHECK ("reason" IN ('spam', 'fraud', 'offensive', 'misleading', 'safety', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("status" IN ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_service_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."service_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_review_idx" ON "reports" USING btree ("reporter_id","review_id") WHERE "reports"."review_id" is not null and "reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_listing_idx" ON "reports" USING btree ("reporter_id","listing_id") WHERE "reports"."listing_id" is not null and "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("review_id") WHERE "reports"."review_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_listing_idx" ON "reports" USING btree ("listing_id") WHERE "reports"."listing_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" IN ('operator.approve', 'operator.reject', 'operator.verify', 'operator.unverify', 'operator.documents_approve', 'user.role_change', 'user.suspend', 'user.reinstate', 'listing.deactivate', 'listing.reactivate', 'payment.refund', 'dispute.decide', 'review.hide', 'review.restore', 'report.dismiss'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" IN ('operator', 'user', 'listing', 'payment', 'dispute', 'review'));