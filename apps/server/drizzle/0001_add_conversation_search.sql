ALTER TABLE "conversations" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "conversations_widget_idx" ON "conversations" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "leads_widget_idx" ON "leads" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "leads_agent_temperature_idx" ON "leads" USING btree ("agent_id","temperature","created_at" DESC NULLS LAST);