-- SEPA credit-transfer files of affiliate payouts (decision 081): a payout is sent once it is in a file.
-- Its journal time is 1 ms after 0020's (merged first): drizzle's migrator applies what is newer than the
-- last applied migration, so a database already at 0020 still gets this one.
CREATE TABLE "affiliate_payout_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"message_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"transactions" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payout_files_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_file_id_affiliate_payout_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."affiliate_payout_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_payouts_unsent_idx" ON "affiliate_payouts" USING btree ("month") WHERE "affiliate_payouts"."file_id" is null;