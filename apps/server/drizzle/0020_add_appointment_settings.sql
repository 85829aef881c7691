ALTER TABLE "agents" ADD COLUMN "appointment_settings" jsonb;--> statement-breakpoint
CREATE INDEX "appointments_cancel_token_idx" ON "appointments" USING btree ("cancel_token_hash") WHERE "cancel_token_hash" IS NOT NULL;
