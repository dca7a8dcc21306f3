-- Decision 118, issue 28 third round: the bank details an account had when its e-mail moved, put back
-- by the undo when they changed after the move (an IBAN changed by whoever took the account).
ALTER TABLE "email_changes" ADD COLUMN "previous_iban" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "previous_account_holder_name" text;
