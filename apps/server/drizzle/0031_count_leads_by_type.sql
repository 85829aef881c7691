-- Leads also count towards their intent ('intent:buy', 'intent:let', ...), so the overview and
-- analytics count buyers, tenants, vendors and landlords from the rollups, not from the leads.
CREATE OR REPLACE FUNCTION analytics_lead_metrics(l leads) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array['leads', 'lead:' || l.temperature]
         || CASE WHEN l.intent IS NULL THEN array[]::text[] ELSE array['intent:' || l.intent] END
$$;--> statement-breakpoint
-- The intent is now counted, so a change of it moves the counts too.
DROP TRIGGER leads_rollups ON leads;--> statement-breakpoint
CREATE TRIGGER leads_rollups
AFTER INSERT OR DELETE OR UPDATE OF agent_id, created_at, temperature, intent
ON leads FOR EACH ROW EXECUTE FUNCTION leads_rollups();--> statement-breakpoint
-- Existing leads with an intent are counted afresh, agent by agent.
SELECT analytics_rebuild(a.id)
  FROM agents a
 WHERE EXISTS (SELECT 1 FROM leads l WHERE l.agent_id = a.id AND l.intent IS NOT NULL);
