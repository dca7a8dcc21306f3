-- A new address created by a checkout is an unpaid draft until its first payment (decision 131):
-- no poster, no apply page; removed with its files when never paid.
ALTER TABLE "addresses" ADD COLUMN "unpaid_draft_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "addresses_unpaid_draft_idx" ON "addresses" USING btree ("unpaid_draft_at") WHERE "unpaid_draft_at" IS NOT NULL;
