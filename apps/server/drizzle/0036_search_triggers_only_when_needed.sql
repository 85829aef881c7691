-- Every visitor message sets the conversation's contact columns (unchanged nearly always) and
-- inserts the assistant's reply. The search triggers act only when a contact detail changes or a
-- person (visitor or agent) wrote, but each was still called for every such row: a PL/pgSQL call
-- that did nothing. A WHEN condition, checked without calling the function, now keeps them to the
-- rows they act on; the functions are unchanged.
DROP TRIGGER conversations_search_contact ON conversations;--> statement-breakpoint
CREATE TRIGGER conversations_search_contact
BEFORE INSERT ON conversations
FOR EACH ROW EXECUTE FUNCTION conversations_search_contact();--> statement-breakpoint
CREATE TRIGGER conversations_search_contact_update
BEFORE UPDATE OF contact_name, contact_email, contact_phone ON conversations
FOR EACH ROW WHEN (
  OLD.contact_name IS DISTINCT FROM NEW.contact_name
  OR OLD.contact_email IS DISTINCT FROM NEW.contact_email
  OR OLD.contact_phone IS DISTINCT FROM NEW.contact_phone
) EXECUTE FUNCTION conversations_search_contact();--> statement-breakpoint
DROP TRIGGER conversation_messages_search ON conversation_messages;--> statement-breakpoint
CREATE TRIGGER conversation_messages_search
AFTER INSERT ON conversation_messages
FOR EACH ROW WHEN (NEW.role IN ('visitor', 'agent')) EXECUTE FUNCTION conversation_messages_search();
