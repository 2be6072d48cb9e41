CREATE INDEX "audits_created_idx" ON "audits" USING btree ("created");--> statement-breakpoint
CREATE INDEX "audits_user_idx" ON "audits" USING btree ("user_id","id");--> statement-breakpoint
-- The audit log is append-only: nobody changes, deletes or empties an entry, whatever their rights
-- on the table. One change is let through: the author's id emptied when their account is deleted
-- (the foreign key's ON DELETE SET NULL), the entry itself untouched.
CREATE FUNCTION "audits_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.user_id IS NULL
      AND (NEW.id, NEW.resource, NEW.record_id, NEW.action, NEW.diff, NEW.created)
        IS NOT DISTINCT FROM (OLD.id, OLD.resource, OLD.record_id, OLD.action, OLD.diff, OLD.created) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audits are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audits_append_only" BEFORE UPDATE OR DELETE ON "audits"
  FOR EACH ROW EXECUTE FUNCTION "audits_append_only"();--> statement-breakpoint
CREATE TRIGGER "audits_no_truncate" BEFORE TRUNCATE ON "audits"
  FOR EACH STATEMENT EXECUTE FUNCTION "audits_append_only"();
