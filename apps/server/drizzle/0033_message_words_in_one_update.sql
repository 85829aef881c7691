-- Each visitor message used to write its conversation's row twice: once by the message path
-- (the new reading, the preview, the count) and again by conversation_messages_search adding the
-- message's words to the search vector, a second row version and a second round of the
-- conversation's triggers per message. The message path now adds the words in its own update,
-- through the function below, and the trigger leaves a row alone when its vector already holds
-- them (stripped vectors are sets of words: adding words already there changes nothing).
-- Writers that do not add the words themselves (an agent's message, another code path) are
-- still covered by the trigger.

-- The words a message adds to its conversation's search vector, in one place.
CREATE FUNCTION leadwise_with_message_words(vector tsvector, message text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT strip(coalesce(vector, ''::tsvector) || to_tsvector('simple', left(message, 4000)))
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION conversation_messages_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IN ('visitor', 'agent') THEN
    UPDATE conversations
       SET search_vector = leadwise_with_message_words(search_vector, NEW.text)
     WHERE id = NEW.conversation_id
       AND search_vector IS DISTINCT FROM leadwise_with_message_words(search_vector, NEW.text);
  END IF;
  RETURN NULL;
END
$$;
