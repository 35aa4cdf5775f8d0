CREATE TABLE "accounts" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"expires_at" integer,
	"token_type" text,
	"scope" text,
	"id_token" text,
	"session_state" text,
	CONSTRAINT "accounts_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sess" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"email_verified" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'operator', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("status" IN ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"identifier" text NOT NULL,
	"token" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_tokens_identifier_token_pk" PRIMARY KEY("identifier","token")
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"company" text,
	"billing_info" jsonb,
	"payment_method_id" text,
	"gateway_customer_id" text,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "customer_profiles_contact_check" CHECK ("preferred_contact" IN ('email', 'phone', 'both'))
);
--> statement-breakpoint
CREATE TABLE "operator_profiles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"full_name" text,
	"phone" text,
	"logo_url" text,
	"website" text,
	"bio" text NOT NULL,
	"location" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_docs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_margin" numeric(5, 2) DEFAULT '15.00' NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"availability" text,
	"competency_proof" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"gateway_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "operator_profiles_approval_check" CHECK ("approval_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "operator_profiles_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD')),
	CONSTRAINT "operator_profiles_margin_check" CHECK ("operator_profiles"."default_margin" >= 0 AND "operator_profiles"."default_margin" <= 100),
	CONSTRAINT "operator_profiles_rating_check" CHECK ("operator_profiles"."rating" >= 0 AND "operator_profiles"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "service_listings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"operator_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"category" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"moderation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_listings_category_check" CHECK ("category" IN ('Photography', 'Surveying', 'Inspection', 'Mapping', 'Real Estate', 'Agriculture')),
	CONSTRAINT "service_listings_price_check" CHECK ("service_listings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"customer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"budget" text,
	"budget_min" integer,
	"budget_max" integer,
	"timeline" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invited_operator_id" text,
	"listing_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_requests_status_check" CHECK ("status" IN ('open', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "job_requests_category_check" CHECK ("category" IN ('real-estate', 'wedding', 'construction', 'agriculture', 'inspection', 'mapping', 'photography', 'surveying')),
	CONSTRAINT "job_requests_budget_order_check" CHECK ("job_requests"."budget_min" IS NULL OR "job_requests"."budget_max" IS NULL OR "job_requests"."budget_max" >= "job_requests"."budget_min")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"job_request_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"quote" numeric(10, 2) NOT NULL,
	"message" text NOT NULL,
	"timeline" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status_check" CHECK ("status" IN ('pending', 'accepted', 'rejected', 'hired', 'completed')),
	CONSTRAINT "proposals_quote_check" CHECK ("proposals"."quote" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"job_request_id" text NOT NULL,
	"proposal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"platform_fee" numeric(10, 2) NOT NULL,
	"operator_payout" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"stripe_payment_intent_id" text,
	"transfer_id" text,
	"refund_id" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"payout_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'processing', 'completed', 'released', 'failed', 'refunded')),
	CONSTRAINT "payments_split_check" CHECK ("payments"."amount" >= 0 AND "payments"."platform_fee" >= 0 AND "payments"."operator_payout" = "payments"."amount" - "payments"."platform_fee")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"job_request_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_job_request_id_unique" UNIQUE("job_request_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_id" text,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"purpose" text NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_listings" ADD CONSTRAINT "service_listings_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_invited_operator_id_users_id_fk" FOREIGN KEY ("invited_operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "operator_profiles_approval_idx" ON "operator_profiles" USING btree ("approval_status");--> statement-breakpoint
CREATE INDEX "service_listings_active_recent_idx" ON "service_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "service_listings"."is_active";--> statement-breakpoint
CREATE INDEX "service_listings_active_category_idx" ON "service_listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "service_listings"."is_active";--> statement-breakpoint
CREATE INDEX "service_listings_title_trgm_idx" ON "service_listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_listings_description_trgm_idx" ON "service_listings" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_listings_operator_idx" ON "service_listings" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_requests_recent_idx" ON "job_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_requests_customer_idx" ON "job_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_requests_status_idx" ON "job_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_requests_invited_idx" ON "job_requests" USING btree ("invited_operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_job_operator_idx" ON "proposals" USING btree ("job_request_id","operator_id");--> statement-breakpoint
CREATE INDEX "proposals_operator_idx" ON "proposals" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_proposal_idx" ON "payments" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_operator_idx" ON "payments" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reviews_operator_idx" ON "reviews" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");