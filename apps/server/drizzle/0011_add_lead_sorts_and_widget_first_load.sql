-- Sorted leads lists (score, temperature, name) page by keyset like the newest-first list: each
-- index holds the order's keys (lead-order.ts) in the same expressions and directions, so a page
-- is an index range read however many leads the agent has.
CREATE INDEX "leads_agent_score_idx" ON "leads" USING btree ("agent_id","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agent_temperature_rank_idx" ON "leads" USING btree ("agent_id",(case "temperature" when 'hot' then 2 when 'warm' then 1 else 0 end) DESC NULLS LAST,"score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agent_name_idx" ON "leads" USING btree ("agent_id",("name" is null) ASC NULLS LAST,coalesce(lower("name"), '') ASC NULLS LAST,"id" ASC NULLS LAST);--> statement-breakpoint
-- The getting-started checklist's "install it" step: when and from which site the widget was
-- first loaded by a page that is not ours.
ALTER TABLE "widgets" ADD COLUMN "first_loaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "first_load_origin" text;
