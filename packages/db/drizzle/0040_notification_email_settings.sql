CREATE TABLE "notification_email_settings" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_settings_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "notification_email_settings_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert', 'favourite_price', 'favourite_listing', 'auto_release_reminder', 'payment_auto_released', 'dispute_update', 'payment_needs_attention', 'payment_refunded', 'milestone_confirmed', 'operator_approved', 'operator_rejected', 'quote_requested', 'message_received'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "customer_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "operator_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert', 'favourite_price', 'favourite_listing', 'auto_release_reminder', 'payment_auto_released', 'dispute_update', 'payment_needs_attention', 'payment_refunded', 'milestone_confirmed', 'operator_approved', 'operator_rejected', 'quote_requested', 'message_received'));