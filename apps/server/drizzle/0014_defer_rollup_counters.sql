-- Rollup writes without hot rows. The triggers of add_dashboard_rollups upserted one
-- analytics_daily row per (agent, today, metric) and one widgets row per new conversation or
-- lead, inside the writer's transaction: every conversation of an agent queued behind the same
-- few rows until the holder committed (measured under load: most waits were
-- Lock:transactionid on these). Triggers now append their changes to pending tables, which no
-- two writers share a row of; rollups_fold() moves them into the counters about once a second,
-- and readers go through views that add what is still pending, so totals stay exact.
CREATE TABLE "analytics_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_pending_agent_day_idx" ON "analytics_pending" USING btree ("agent_id","day");--> statement-breakpoint
CREATE TABLE "widget_counts_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"widget_id" uuid NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "widget_counts_pending_widget_idx" ON "widget_counts_pending" USING btree ("widget_id");--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_apply(
  old_agent uuid, old_at timestamptz, old_metrics text[],
  new_agent uuid, new_at timestamptz, new_metrics text[]
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO analytics_pending (agent_id, day, metric, delta)
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
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION conversations_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_conversation_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_conversation_metrics(NEW));
  IF TG_OP = 'INSERT' THEN
    INSERT INTO widget_counts_pending (widget_id, conversations) VALUES (NEW.widget_id, 1);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO widget_counts_pending (widget_id, conversations) VALUES (OLD.widget_id, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION leads_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(OLD.agent_id, OLD.created_at, analytics_lead_metrics(OLD),
                          NEW.agent_id, NEW.created_at, analytics_lead_metrics(NEW));
  IF TG_OP = 'INSERT' THEN
    INSERT INTO widget_counts_pending (widget_id, leads) VALUES (NEW.widget_id, 1);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO widget_counts_pending (widget_id, leads) VALUES (OLD.widget_id, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Moves every committed pending change into the counters, in one transaction. Two instances
-- folding at once cannot count a change twice: a row is moved by the DELETE that removes it.
-- The advisory lock only spares the second one the wasted work. Changes of agents or widgets
-- deleted meanwhile are dropped with their rows. Returns how many pending rows it moved.
CREATE FUNCTION rollups_fold() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  analytics_moved integer;
  widgets_moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7283640519) THEN
    RETURN 0;
  END IF;
  WITH moved AS (DELETE FROM analytics_pending RETURNING agent_id, day, metric, delta),
  summed AS (
    SELECT agent_id, day, metric, sum(delta)::int AS delta, count(*)::int AS n
      FROM moved GROUP BY agent_id, day, metric
  ),
  written AS (
    INSERT INTO analytics_daily AS a (agent_id, day, metric, count)
    SELECT agent_id, day, metric, delta FROM summed
     WHERE delta <> 0 AND EXISTS (SELECT 1 FROM agents WHERE id = summed.agent_id)
     ORDER BY agent_id, day, metric
    ON CONFLICT (agent_id, day, metric) DO UPDATE SET count = a.count + excluded.count
  )
  SELECT coalesce(sum(n), 0) INTO analytics_moved FROM summed;

  WITH moved AS (DELETE FROM widget_counts_pending RETURNING widget_id, conversations, leads),
  summed AS (
    SELECT widget_id, sum(conversations)::int AS conversations, sum(leads)::int AS leads, count(*)::int AS n
      FROM moved GROUP BY widget_id
  ),
  written AS (
    UPDATE widgets w
       SET conversation_count = w.conversation_count + summed.conversations,
           lead_count = w.lead_count + summed.leads
      FROM summed
     WHERE w.id = summed.widget_id AND (summed.conversations <> 0 OR summed.leads <> 0)
  )
  SELECT coalesce(sum(n), 0) INTO widgets_moved FROM summed;
  RETURN analytics_moved + widgets_moved;
END
$$;--> statement-breakpoint

-- An agent counted afresh also forgets the pending changes already reflected in the tables.
CREATE OR REPLACE FUNCTION analytics_rebuild(p_agent uuid) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM analytics_pending WHERE agent_id = p_agent;
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

-- What readers see: the folded counts plus what is pending. Filters on agent_id and day reach
-- both sides (they are grouping columns), so a reader still scans only its own agent's rows.
CREATE VIEW "analytics_current" AS
SELECT agent_id, day, metric, sum(count)::int AS count
  FROM (
    SELECT agent_id, day, metric, count FROM analytics_daily
    UNION ALL
    SELECT agent_id, day, metric, delta FROM analytics_pending
  ) AS counts
 GROUP BY agent_id, day, metric;--> statement-breakpoint

CREATE VIEW "widget_totals" AS
SELECT w.id AS widget_id,
       w.agent_id,
       (w.conversation_count + coalesce(p.conversations, 0))::int AS conversations,
       (w.lead_count + coalesce(p.leads, 0))::int AS leads
  FROM widgets w
  LEFT JOIN LATERAL (
    SELECT sum(conversations) AS conversations, sum(leads) AS leads
      FROM widget_counts_pending WHERE widget_id = w.id
  ) AS p ON true;
--> statement-breakpoint

-- Most writes to a conversation (every visitor message rewrites its qualification) change
-- nothing the rollups count. UPDATE OF fires whenever a column is in the SET list, so the update
-- trigger now compares the values its metrics read, and skips the work when none moved.
DROP TRIGGER conversations_rollups ON conversations;--> statement-breakpoint
CREATE TRIGGER conversations_rollups
AFTER INSERT OR DELETE ON conversations
FOR EACH ROW EXECUTE FUNCTION conversations_rollups();--> statement-breakpoint
CREATE TRIGGER conversations_rollups_update
AFTER UPDATE ON conversations
FOR EACH ROW WHEN (
  OLD.agent_id IS DISTINCT FROM NEW.agent_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.has_visitor_message IS DISTINCT FROM NEW.has_visitor_message
  OR OLD.contact_email IS DISTINCT FROM NEW.contact_email
  OR OLD.contact_phone IS DISTINCT FROM NEW.contact_phone
  OR OLD.temperature IS DISTINCT FROM NEW.temperature
  OR OLD.qualification->'areas' IS DISTINCT FROM NEW.qualification->'areas'
) EXECUTE FUNCTION conversations_rollups();
