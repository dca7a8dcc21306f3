-- Decision 144: a mailed code is tried only by whoever asked for it (the browser's cookie or the account), so a stranger's wrong tries never void the owner's code. Codes made before have no holder and could never be used: they go (each lived 30 minutes; the owner asks again).
DELETE FROM "registration_email_codes";--> statement-breakpoint
ALTER TABLE "registration_email_codes" ADD COLUMN "holder" text NOT NULL;--> statement-breakpoint
DROP INDEX "registration_email_codes_email_purpose_idx";--> statement-breakpoint
CREATE INDEX "registration_email_codes_email_purpose_holder_idx" ON "registration_email_codes" USING btree ("email","purpose","holder");
