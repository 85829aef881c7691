ALTER TABLE "leads" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "conversations_agent_funnel_qualified_idx" ON "conversations" USING btree ("agent_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE (contact_email is not null or contact_phone is not null) and temperature in ('hot', 'warm');--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_vector");--> statement-breakpoint
-- Leads search (issue 5: the dashboard API under 50 ms at p95). A lead is found by its
-- conversation's search vector (contact details, the visitor's and agent's words, the lead's own
-- contact details: conversation_search_triggers). Searching leads through a join to conversations
-- read every one of the agent's leads; leads.search_vector is a copy of that vector with its own
-- GIN index, kept equal by these triggers whichever code writes the rows.

-- A new lead (or one moved to another conversation) starts with its conversation's vector.
CREATE FUNCTION leads_search_copy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := (SELECT search_vector FROM conversations WHERE id = NEW.conversation_id);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER leads_search_copy
BEFORE INSERT OR UPDATE OF conversation_id ON leads
FOR EACH ROW EXECUTE FUNCTION leads_search_copy();--> statement-breakpoint

-- Every later change of the conversation's vector (a message, new contact details, the lead's
-- own details through leads_search_contact). A WHEN on the values, not UPDATE OF: the vector is
-- often set by a BEFORE trigger, which UPDATE OF would not see.
CREATE FUNCTION conversations_search_to_lead() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET search_vector = NEW.search_vector
   WHERE conversation_id = NEW.id AND search_vector IS DISTINCT FROM NEW.search_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER conversations_search_to_lead
AFTER UPDATE ON conversations
FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
EXECUTE FUNCTION conversations_search_to_lead();--> statement-breakpoint

-- Leads written before this migration.
UPDATE leads l SET search_vector = c.search_vector FROM conversations c WHERE c.id = l.conversation_id;
