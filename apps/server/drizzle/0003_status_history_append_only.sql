-- Status history is append-only: UPDATE fails. DELETE stays possible so that deleting an item removes its
-- history through ON DELETE CASCADE (a recording's owner may delete it); the audit trail keeps the record.
CREATE OR REPLACE FUNCTION status_history_reject_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'status_history is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS status_history_append_only ON status_history;
--> statement-breakpoint
CREATE TRIGGER status_history_append_only BEFORE UPDATE ON status_history
  FOR EACH ROW EXECUTE FUNCTION status_history_reject_update();
