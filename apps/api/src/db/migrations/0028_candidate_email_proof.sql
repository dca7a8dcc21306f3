-- Decision 119: applying never edits a person; affiliates earn only on proven sign-ups.
-- A candidate's e-mail is proven by a one-use link mailed at sign-up or with an application.
ALTER TABLE "candidates" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Existing candidates: those not attributed to an affiliate are kept as they were (the product cannot
-- tell now who proved what); attributed ones prove the e-mail with their next application before
-- they are sold again (their sign-up earnings, already written, stay).
UPDATE "candidates" SET "email_verified_at" = "signed_up_at" WHERE "affiliate_id" IS NULL AND "anonymized_at" IS NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "with_disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Existing applications keep the details their recruiter saw until now (the candidate's), not confirmed.
UPDATE "applications" a SET "first_name" = c."first_name", "last_name" = c."last_name", "email" = c."email",
  "phone_number" = c."phone_number", "with_disability" = c."with_disability"
  FROM "candidates" c WHERE c."id" = a."candidate_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "last_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "candidate_email_proofs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"application_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "candidate_email_proofs" ADD CONSTRAINT "candidate_email_proofs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_email_proofs" ADD CONSTRAINT "candidate_email_proofs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_email_proofs_candidate_idx" ON "candidate_email_proofs" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_earnings_signup_idx" ON "affiliate_earnings" USING btree ("candidate_id") WHERE "affiliate_earnings"."kind" = 'signup';--> statement-breakpoint
-- Only proven candidates enter the match tables (insertScopeSql): proving the e-mail asks for the
-- candidate's refresh, like the other columns the match reads (migration 0004).
CREATE TRIGGER match_candidates_proven AFTER UPDATE OF email_verified_at ON candidates
  FOR EACH ROW WHEN (OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at)
  EXECUTE FUNCTION match_enqueue_row('candidate', 'id');
