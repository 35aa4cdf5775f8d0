-- Support threads (issue 11 §9): a conversation of one user with the admins, no operator.
-- Existing threads without a job are Contact Operator's direct threads.
ALTER TABLE "conversations" ALTER COLUMN "operator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "conversations" SET "kind" = 'direct' WHERE "job_request_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_support_idx" ON "conversations" USING btree ("customer_id") WHERE "conversations"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "conversations_kind_idx" ON "conversations" USING btree ("kind","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK ("kind" IN ('job', 'direct', 'support'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_shape_check" CHECK (("conversations"."kind" = 'job') = ("conversations"."job_request_id" is not null) and ("conversations"."kind" = 'support') = ("conversations"."operator_id" is null));