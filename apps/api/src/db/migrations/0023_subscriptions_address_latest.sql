DROP INDEX "subscriptions_address_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_address_latest_idx" ON "subscriptions" USING btree ("address_id","current_period_end" DESC NULLS FIRST);