-- Decision 116 (issue 28, item 5): a change of the IBAN or of the account holder needs the current
-- password, is mailed to the affiliate and holds the payouts 48 hours from this time; a payout held
-- for unusable bank details is mailed once per issue (cleared by the next change).
ALTER TABLE "recruiters" ADD COLUMN "bank_details_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "bank_details_notice_for" text;
