-- Issue 33, decision 151: a candidate signs in with a mailed code (a session row per browser, its token stored hashed), and each application has a status the recruiter moves (reçue, vue, entretien, retenue, non retenue) with an optional message.
CREATE TABLE "candidate_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_sessions_token_hash_idx" ON "candidate_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_sessions_email_idx" ON "candidate_sessions" USING btree ("email");--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('received', 'seen', 'interview', 'hired', 'rejected'));
