CREATE TABLE "dispute_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"dispute_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_settlements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"dispute_id" text NOT NULL,
	"proposed_by_id" text NOT NULL,
	"operator_amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"accepted_by_id" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_settlements_status_check" CHECK ("status" IN ('proposed', 'accepted', 'superseded')),
	CONSTRAINT "dispute_settlements_amount_check" CHECK ("dispute_settlements"."operator_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"milestone_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"job_request_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"opened_by_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"operator_amount" numeric(10, 2),
	"resolved_at" timestamp with time zone,
	"decided_by_id" text,
	"decision_reason" text,
	"executed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("status" IN ('open', 'escalated', 'settled', 'decided')),
	CONSTRAINT "disputes_reason_check" CHECK ("reason" IN ('not_delivered', 'not_as_described', 'poor_quality', 'late', 'other')),
	CONSTRAINT "disputes_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD')),
	CONSTRAINT "disputes_outcome_check" CHECK ("outcome" IN ('release', 'refund', 'split')),
	CONSTRAINT "disputes_resolution_check" CHECK (("disputes"."status" IN ('settled', 'decided')) = ("disputes"."outcome" IS NOT NULL AND "disputes"."operator_amount" IS NOT NULL AND "disputes"."resolved_at" IS NOT NULL)),
	CONSTRAINT "disputes_share_check" CHECK ("disputes"."operator_amount" IS NULL OR ("disputes"."operator_amount" >= 0 AND "disputes"."operator_amount" <= "disputes"."amount"))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_split_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_settlements" ADD CONSTRAINT "dispute_settlements_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_settlements" ADD CONSTRAINT "dispute_settlements_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_settlements" ADD CONSTRAINT "dispute_settlements_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_settlements_dispute_idx" ON "dispute_settlements" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_settlements_accepted_idx" ON "dispute_settlements" USING btree ("dispute_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_milestone_idx" ON "disputes" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "disputes_customer_idx" ON "disputes" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_operator_idx" ON "disputes" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_unexecuted_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."executed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_split_check" CHECK ("payments"."amount" >= 0 AND "payments"."platform_fee" >= 0 AND "payments"."refunded_amount" >= 0 AND "payments"."operator_payout" >= 0 AND "payments"."operator_payout" = "payments"."amount" - "payments"."platform_fee" - "payments"."refunded_amount");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert', 'favourite_price', 'favourite_listing', 'auto_release_reminder', 'payment_auto_released', 'dispute_update'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" IN ('operator.approve', 'operator.reject', 'operator.verify', 'operator.unverify', 'operator.documents_approve', 'user.role_change', 'user.suspend', 'user.reinstate', 'listing.deactivate', 'listing.reactivate', 'payment.refund', 'dispute.decide'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" IN ('operator', 'user', 'listing', 'payment', 'dispute'));