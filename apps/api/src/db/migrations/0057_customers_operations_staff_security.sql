-- Issue 34 items 2, 5, 6 and decision 152's leftovers (decision 161): suspended accounts, the support's read-only views of an account, the GDPR requests with their deadline, the search of customers, staff deactivation.
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_at") WHERE "suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "recruiters_company_lower_idx" ON "recruiters" USING btree (lower("company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_pattern_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_siret_idx" ON "addresses" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "addresses_name_lower_idx" ON "addresses" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_town_lower_idx" ON "addresses" USING btree (lower("qrcode_town") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_email_pattern_idx" ON "candidates" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_city_lower_idx" ON "candidates" USING btree (lower("city_name") text_pattern_ops);--> statement-breakpoint
CREATE TABLE "support_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id"),
	"staff_email" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "support_views_user_idx" ON "support_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("kind" in ('export', 'erasure')),
	CONSTRAINT "privacy_requests_subject_check" CHECK ("subject" in ('account', 'candidate')),
	CONSTRAINT "privacy_requests_channel_check" CHECK ("channel" in ('self_service', 'staff'))
);--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("due_at") WHERE "done_at" is null;--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "candidates_retention_notice_idx" ON "candidates" USING btree ("retention_notice_at") WHERE "retention_notice_at" is not null;--> statement-breakpoint
CREATE INDEX "candidates_anonymized_idx" ON "candidates" USING btree ("anonymized_at") WHERE "anonymized_at" is not null;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "pending_totp_secret" text;
