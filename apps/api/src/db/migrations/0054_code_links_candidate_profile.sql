-- Decision 158 (issue 33): every mailed code also carries a single-use link that works in any browser (the code-mail freeze of decision 157), stored as the hash of its token; and the candidate's availability, kept in their profile.
ALTER TABLE "registration_email_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_email_codes_link_hash_idx" ON "registration_email_codes" USING btree ("link_hash");--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_availability_check" CHECK ("candidates"."availability" in ('now', 'within_month', 'later'));
