CREATE TABLE "embedded_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"mode" text NOT NULL,
	"client_reference_id" text NOT NULL,
	"customer_email" text,
	"lines" jsonb NOT NULL,
	"amount_total" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb,
	"subscription_id" text,
	"event_payload" text,
	"event_delivered_at" timestamp with time zone,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "embedded_checkout_sessions_pending_idx" ON "embedded_checkout_sessions" USING btree ("status","event_delivered_at");