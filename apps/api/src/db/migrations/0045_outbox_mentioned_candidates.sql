-- The candidates a mail to an account names (the new-application mail and the application digests
-- give first names and jobs, decision 060/071): erasing a candidate removes those mails from the
-- outbox (issue 31, decision 133). Rows written before this migration are found at erasure by the
-- site's address and the first name typed with the application.
ALTER TABLE "email_outbox" ADD COLUMN "mentioned_candidate_ids" integer[];--> statement-breakpoint
CREATE INDEX "email_outbox_mentioned_candidates_idx" ON "email_outbox" USING gin ("mentioned_candidate_ids") WHERE "mentioned_candidate_ids" IS NOT NULL;
