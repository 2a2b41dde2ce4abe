-- Live updates: every new activity entry, whoever writes it, tells its user's streams
-- (GET /api/events, topic "activity") in the same transaction: one event per user per statement.
CREATE FUNCTION publish_activity_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  event_id bigint;
BEGIN
  FOR r IN SELECT user_id, jsonb_agg(type ORDER BY id) AS types FROM inserted GROUP BY user_id ORDER BY user_id LOOP
    INSERT INTO events (topic, user_id, data)
      VALUES ('activity', r.user_id, jsonb_build_object('types', r.types))
      RETURNING id INTO event_id;
    PERFORM pg_notify('yuanlong_events', event_id::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activities_publish_events AFTER INSERT ON activities
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION publish_activity_events();
