-- Credit notes (avoirs, decision 132): rows of "invoices" of type 'credit_note', numbered in their
-- own gap-free sequence per year (AV-2026-000001), each naming the invoice it corrects, issued
-- once per provider event (refund) or product refund.
CREATE TABLE "credit_note_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "type" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_type_check" CHECK ("type" in ('invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "type" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
DROP INDEX "invoices_year_sequence_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("type","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key_idx" ON "invoices" USING btree ("refund_key");--> statement-breakpoint
-- The provider's payment of an order (a refund or a dispute names it) and its dispute.
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_id" text;--> statement-breakpoint
CREATE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");
