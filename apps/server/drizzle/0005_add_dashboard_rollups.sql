CREATE TABLE "analytics_daily" (
	"agent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("agent_id","day","metric")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "has_visitor_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "conversation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "lead_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_agent_qualified_idx" ON "conversations" USING btree ("agent_id","created_at","qualified_at") WHERE qualified_at is not null;--> statement-breakpoint
-- Dashboard rollups (issue 5: the dashboard API under 50 ms at p95 with 100,000 conversations).
-- Triggers keep widgets' conversation and lead counts and analytics_daily current whichever
-- code writes the rows, the same way the search vector is kept (conversation_search_triggers).

-- "The visitor wrote at least once", so the funnel never looks into the messages.
UPDATE conversations c SET has_visitor_message = true
 WHERE EXISTS (SELECT 1 FROM conversation_messages m WHERE m.conversation_id = c.id AND m.role = 'visitor');--> statement-breakpoint

CREATE FUNCTION conversation_messages_visitor_flag() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET has_visitor_message = true WHERE id = NEW.conversation_id AND NOT has_visitor_message;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER conversation_messages_visitor_flag
AFTER INSERT ON conversation_messages
FOR EACH ROW WHEN (NEW.role = 'visitor') EXECUTE FUNCTION conversation_messages_visitor_flag();--> statement-breakpoint

UPDATE widgets w SET
  conversation_count = (SELECT count(*) FROM conversations c WHERE c.widget_id = w.id),
  lead_count = (SELECT count(*) FROM leads l WHERE l.widget_id = w.id);--> statement-breakpoint

-- The day a moment falls on for an agent, in the agent's time zone.
CREATE FUNCTION analytics_day(p_agent uuid, p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE coalesce((SELECT time_zone FROM agents WHERE id = p_agent), 'Europe/London'))::date
$$;--> statement-breakpoint

-- The metrics one conversation counts towards (analytics_daily.metric).
CREATE FUNCTION analytics_conversation_metrics(c conversations) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array['conversations']
    || CASE WHEN c.has_visitor_message THEN array['chatted'] ELSE '{}'::text[] END
    || CASE WHEN c.contact_email IS NOT NULL OR c.contact_phone IS NOT NULL THEN array['contact'] ELSE '{}'::text[] END
    || CASE WHEN (c.contact_email IS NOT NULL OR c.contact_phone IS NOT NULL) AND c.temperature IN ('hot', 'warm')
         THEN array['qualified'] ELSE '{}'::text[] END
    || coalesce((
         SELECT array_agg(DISTINCT 'area:' || left(trim(a), 80))
           FROM jsonb_array_elements_text(
                  CASE WHEN jsonb_typeof(c.qualification->'areas') = 'array' THEN c.qualification->'areas' ELSE '[]'::jsonb END
                ) AS a
          WHERE trim(a) <> ''), '{}'::text[])
$$;--> statement-breakpoint

-- Moves a row's counts from its old metrics to its new ones. One statement, rows in key order:
-- concurrent writers lock the counters in the same order and cannot deadlock. Nothing is written
-- for an agent being deleted (its rows go with it).
CREATE FUNCTION analytics_apply(
  old_agent uuid, old_at timestamptz, old_metrics text[],
  new_agent uuid, new_at timestamptz, new_metrics text[]
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO analytics_daily AS a (agent_id, day, metric, count)
  SELECT agent_id, day, metric, sum(delta)::int
    FROM (
      SELECT old_agent AS agent_id, analytics_day(old_agent, old_at) AS day, m AS metric, -1 AS delta
        FROM unnest(old_metrics) AS m WHERE old_agent IS NOT NULL
      UNION ALL
      SELECT new_agent, analytics_day(new_agent, new_at), m, 1
        FROM unnest(new_metrics) AS m WHERE new_agent IS NOT NULL
    ) AS changes
   WHERE EXISTS (SELECT 1 FROM agents WHERE id = changes.agent_id)
   GROUP BY agent_id, day, metric
  HAVING sum(delta) <> 0
   ORDER BY agent_id, day, metric
  ON CONFLICT (agent_id, day, metric) DO UPDATE SET count = a.count + excluded.count
$$;--> statement-breakpoint

-- The metrics a lead, a document and a widget event count towards.
CREATE FUNCTION analytics_lead_metrics(l leads) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$ SELECT array['leads', 'lead:' || l.temperature] $$;--> statement-breakpoint

CREATE FUNCTION analytics_document_metrics(d documents) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$ SELECT array['document:' || d.kind] $$;--> statement-breakpoint

CREATE FUNCTION analytics_widget_event_metrics(e widget_events) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$ SELECT array[e.type] $$;--> statement-breakpoint

-- Each trigger moves the row's counts from OLD to NEW. OLD is null on INSERT and NEW on DELETE,
-- and analytics_apply skips a side without an agent, so one call covers all three operations.
CREATE FUNCTION conversations_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_conversation_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_conversation_metrics(NEW));
  IF TG_OP = 'INSERT' THEN
    UPDATE widgets SET conversation_count = conversation_count + 1 WHERE id = NEW.widget_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE widgets SET conversation_count = conversation_count - 1 WHERE id = OLD.widget_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER conversations_rollups
AFTER INSERT OR DELETE OR UPDATE OF agent_id, created_at, has_visitor_message, contact_email, contact_phone, temperature, qualification
ON conversations FOR EACH ROW EXECUTE FUNCTION conversations_rollups();--> statement-breakpoint

CREATE FUNCTION leads_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_lead_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_lead_metrics(NEW));
  IF TG_OP = 'INSERT' THEN
    UPDATE widgets SET lead_count = lead_count + 1 WHERE id = NEW.widget_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE widgets SET lead_count = lead_count - 1 WHERE id = OLD.widget_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER leads_rollups
AFTER INSERT OR DELETE OR UPDATE OF agent_id, created_at, temperature
ON leads FOR EACH ROW EXECUTE FUNCTION leads_rollups();--> statement-breakpoint

CREATE FUNCTION documents_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_document_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_document_metrics(NEW));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER documents_rollups
AFTER INSERT OR DELETE OR UPDATE OF agent_id, created_at, kind
ON documents FOR EACH ROW EXECUTE FUNCTION documents_rollups();--> statement-breakpoint

CREATE FUNCTION widget_events_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_widget_event_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_widget_event_metrics(NEW));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER widget_events_rollups
AFTER INSERT OR DELETE OR UPDATE OF agent_id, created_at, type
ON widget_events FOR EACH ROW EXECUTE FUNCTION widget_events_rollups();--> statement-breakpoint

-- An agent's rows counted afresh from the tables: at this migration, and when the agent's time
-- zone changes (every day boundary moves).
CREATE FUNCTION analytics_rebuild(p_agent uuid) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM analytics_daily WHERE agent_id = p_agent;
  INSERT INTO analytics_daily (agent_id, day, metric, count)
  SELECT p_agent, day, metric, count(*)::int
    FROM (
      SELECT analytics_day(p_agent, c.created_at) AS day, unnest(analytics_conversation_metrics(c)) AS metric
        FROM conversations c WHERE c.agent_id = p_agent
      UNION ALL
      SELECT analytics_day(p_agent, l.created_at), unnest(analytics_lead_metrics(l))
        FROM leads l WHERE l.agent_id = p_agent
      UNION ALL
      SELECT analytics_day(p_agent, d.created_at), unnest(analytics_document_metrics(d))
        FROM documents d WHERE d.agent_id = p_agent
      UNION ALL
      SELECT analytics_day(p_agent, e.created_at), unnest(analytics_widget_event_metrics(e))
        FROM widget_events e WHERE e.agent_id = p_agent
    ) AS src
   GROUP BY day, metric;
$$;--> statement-breakpoint

CREATE FUNCTION agents_time_zone_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rebuild(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER agents_time_zone_rollups
AFTER UPDATE OF time_zone ON agents
FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION agents_time_zone_rollups();--> statement-breakpoint

SELECT analytics_rebuild(id) FROM agents;
