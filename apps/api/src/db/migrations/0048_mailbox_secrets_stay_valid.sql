-- Decision 139: asking for a code again never voids the codes the mailbox already holds; each row is one code.
ALTER TABLE "registration_email_codes" DROP CONSTRAINT "registration_email_codes_email_purpose_pk";--> statement-breakpoint
ALTER TABLE "registration_email_codes" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "registration_email_codes_email_purpose_idx" ON "registration_email_codes" USING btree ("email","purpose");
