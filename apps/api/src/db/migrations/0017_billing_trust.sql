ALTER TABLE "embedded_checkout_sessions" ADD COLUMN "delivery_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_due" integer;--> statement-breakpoint
-- One live subscription per address (decision 074). An address row whose paid period is over is not
-- live, whatever its stored status (decision 070): it says so now.
UPDATE "subscriptions" SET "status" = 'expired', "updated_at" = now()
  WHERE "address_id" IS NOT NULL AND "status" IN ('active', 'past_due') AND "current_period_end" <= now();--> statement-breakpoint
-- Addresses billed twice before this index: the row that runs longest stays live, the others are superseded.
UPDATE "subscriptions" s SET "status" = 'superseded', "updated_at" = now()
  WHERE s."address_id" IS NOT NULL AND s."status" IN ('active', 'past_due') AND EXISTS (
    SELECT 1 FROM "subscriptions" o WHERE o."address_id" = s."address_id" AND o."status" IN ('active', 'past_due')
      AND (o."current_period_end" > s."current_period_end" OR (o."current_period_end" = s."current_period_end" AND o."id" > s."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_address_idx" ON "subscriptions" USING btree ("address_id") WHERE "subscriptions"."address_id" is not null and "subscriptions"."status" in ('active', 'past_due');