ALTER TABLE "message_attachments" ALTER COLUMN "conversation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "milestone_id" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "dispute_message_id" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_dispute_message_id_dispute_messages_id_fk" FOREIGN KEY ("dispute_message_id") REFERENCES "public"."dispute_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_dispute_idx" ON "message_attachments" USING btree ("dispute_id");--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_place_check" CHECK (("message_attachments"."conversation_id" IS NULL) <> ("message_attachments"."milestone_id" IS NULL));--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_sent_check" CHECK ("message_attachments"."message_id" IS NULL OR "message_attachments"."conversation_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_evidence_check" CHECK ("message_attachments"."dispute_id" IS NULL OR "message_attachments"."milestone_id" IS NOT NULL);