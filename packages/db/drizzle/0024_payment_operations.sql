CREATE TABLE "payment_operations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"failure_message" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_operations_kind_check" CHECK ("kind" IN ('charge', 'transfer', 'refund')),
	CONSTRAINT "payment_operations_status_check" CHECK ("status" IN ('pending', 'succeeded', 'processing', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_idempotency_idx" ON "payment_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_one_pending_idx" ON "payment_operations" USING btree ("payment_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payment_operations_pending_idx" ON "payment_operations" USING btree ("created_at") WHERE status = 'pending';