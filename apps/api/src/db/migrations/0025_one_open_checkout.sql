-- One open checkout per thing bought (decision 116): an address, an account's premium head-hunter
-- plan, an affiliate's kit. A thing is claimed by one pending order at a time; the claim goes away
-- by itself when its order leaves `pending` (paid, canceled, failed, flagged), whatever code path
-- changes the status.
CREATE TABLE "open_checkouts" (
	"thing" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX "open_checkouts_order_idx" ON "open_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE FUNCTION "release_open_checkouts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_checkouts" WHERE "order_id" = NEW."id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_release_open_checkouts" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
  WHEN (OLD."status" = 'pending' AND NEW."status" <> 'pending') EXECUTE FUNCTION "release_open_checkouts"();--> statement-breakpoint
-- A payment that cannot be fulfilled is refunded through the provider: due -> refunded -> notified.
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("refund_status") WHERE "orders"."refund_status" in ('due', 'refunded');--> statement-breakpoint
ALTER TABLE "embedded_checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "embedded_checkout_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
-- One live subscription per account and product outside addresses (premium head-hunter, affiliate
-- kit): lapsed rows say so, older duplicates are superseded, then the index holds.
UPDATE "subscriptions" SET "status" = 'expired', "updated_at" = now()
  WHERE "address_id" IS NULL AND "status" IN ('active', 'past_due') AND "current_period_end" <= now();--> statement-breakpoint
UPDATE "subscriptions" s SET "status" = 'superseded', "updated_at" = now()
  WHERE s."address_id" IS NULL AND s."status" IN ('active', 'past_due') AND EXISTS (
    SELECT 1 FROM "subscriptions" o WHERE o."address_id" IS NULL AND o."recruiter_id" = s."recruiter_id" AND o."product_id" = s."product_id"
      AND o."status" IN ('active', 'past_due')
      AND (o."current_period_end" > s."current_period_end" OR (o."current_period_end" = s."current_period_end" AND o."id" > s."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_account_product_idx" ON "subscriptions" USING btree ("recruiter_id","product_id") WHERE "subscriptions"."address_id" is null and "subscriptions"."status" in ('active', 'past_due');
