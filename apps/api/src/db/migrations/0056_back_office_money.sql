-- Decision 160 (issue 34, items 3 and 4): staff hold, release or exclude a month's payout before its SEPA file is made, and mark a file sent to the bank; an order's refunds, whole or part, recorded with their amounts.
ALTER TABLE "affiliate_payouts" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "hold_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_hold_check" CHECK ("hold" IS NULL OR ("hold" IN ('held', 'excluded') AND "hold_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "affiliate_payout_files" ADD COLUMN "sent_to_bank_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_payout_files" ADD COLUMN "sent_to_bank_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_cents_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_incl_vat");--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"reason" text NOT NULL,
	"staff_email" text NOT NULL,
	"provider_refund_id" text,
	"credit_note_id" integer REFERENCES "invoices"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_key_idx" ON "order_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");
--> statement-breakpoint
ALTER TABLE "embedded_checkout_sessions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_checkout_sessions" ADD CONSTRAINT "embedded_checkout_sessions_refunded_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "amount_total");--> statement-breakpoint
CREATE TABLE "embedded_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL REFERENCES "embedded_checkout_sessions"("id"),
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_validity_check" CHECK ("valid_from" IS NULL OR "valid_to" IS NULL OR "valid_from" < "valid_to");
