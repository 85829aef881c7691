-- Dashboard search (issue 5): conversations.search_vector holds the contact details and what the
-- visitor and the agent wrote, so one GIN index answers "name, email or message text" for both
-- the conversations and the leads lists. Triggers keep it current whichever code writes the rows.
-- The 'simple' configuration keeps words as typed (no English stemming of names or postcodes);
-- positions are stripped because search never ranks.

CREATE FUNCTION leadwise_contact_tsvector(name text, email text, phone text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  -- The email also goes in split at '@' so "example.com" finds "sarah@example.com".
  SELECT strip(to_tsvector('simple', concat_ws(' ', name, email, replace(email, '@', ' '), phone)))
$$;--> statement-breakpoint

CREATE FUNCTION conversations_search_contact() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW.contact_name IS DISTINCT FROM OLD.contact_name
     OR NEW.contact_email IS DISTINCT FROM OLD.contact_email
     OR NEW.contact_phone IS DISTINCT FROM OLD.contact_phone THEN
    NEW.search_vector := coalesce(NEW.search_vector, ''::tsvector)
      || leadwise_contact_tsvector(NEW.contact_name, NEW.contact_email, NEW.contact_phone);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER conversations_search_contact
BEFORE INSERT OR UPDATE OF contact_name, contact_email, contact_phone ON conversations
FOR EACH ROW EXECUTE FUNCTION conversations_search_contact();--> statement-breakpoint

-- Only people's words are searchable: the assistant's scripted questions would make every
-- conversation match "buy" or "mortgage".
CREATE FUNCTION conversation_messages_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IN ('visitor', 'agent') THEN
    UPDATE conversations
       SET search_vector = strip(coalesce(search_vector, ''::tsvector) || to_tsvector('simple', left(NEW.text, 4000)))
     WHERE id = NEW.conversation_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER conversation_messages_search
AFTER INSERT ON conversation_messages
FOR EACH ROW EXECUTE FUNCTION conversation_messages_search();--> statement-breakpoint

-- A lead's own name, email and phone (they may be filled in later than the conversation's).
CREATE FUNCTION leads_search_contact() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations
     SET search_vector = coalesce(search_vector, ''::tsvector) || leadwise_contact_tsvector(NEW.name, NEW.email, NEW.phone)
   WHERE id = NEW.conversation_id;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER leads_search_contact
AFTER INSERT OR UPDATE OF name, email, phone ON leads
FOR EACH ROW EXECUTE FUNCTION leads_search_contact();--> statement-breakpoint

-- Rows written before this migration.
UPDATE conversations c
   SET search_vector = leadwise_contact_tsvector(c.contact_name, c.contact_email, c.contact_phone)
     || coalesce((SELECT strip(to_tsvector('simple', string_agg(left(m.text, 4000), ' ')))
                    FROM conversation_messages m
                   WHERE m.conversation_id = c.id AND m.role IN ('visitor', 'agent')), ''::tsvector)
     || coalesce((SELECT leadwise_contact_tsvector(l.name, l.email, l.phone) FROM leads l WHERE l.conversation_id = c.id), ''::tsvector);
