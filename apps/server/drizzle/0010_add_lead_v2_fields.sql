ALTER TABLE "leads" ADD COLUMN "intent" text;--> statement-breakpoint
UPDATE "leads" SET "intent" = "qualification"->>'intent' WHERE "qualification"->>'intent' IN ('buy', 'rent', 'sell', 'let');--> statement-breakpoint
CREATE INDEX "leads_agent_intent_idx" ON "leads" USING btree ("agent_id","intent","created_at" DESC NULLS LAST);
