-- Every API process keeps the listed doctors in memory (decision 0046) and reads a doctor again
-- when this announces a change of what the directory shows, searches or ranks by: the doctor's
-- row (the soonest free slot included, which the slots' triggers write), their name on the
-- account, their suspension. Whoever makes it: the API, the admin command or an operator's SQL.
CREATE FUNCTION "announce_directory_doctor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('directory', OLD.id::text);
  ELSE
    PERFORM pg_notify('directory', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "doctors_directory_added" AFTER INSERT OR DELETE ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION "announce_directory_doctor"();
--> statement-breakpoint
CREATE TRIGGER "doctors_directory_changed" AFTER UPDATE ON "doctors" FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.address IS DISTINCT FROM NEW.address OR OLD.wilaya IS DISTINCT FROM NEW.wilaya
    OR OLD.specialization_id IS DISTINCT FROM NEW.specialization_id
    OR OLD.picture_key IS DISTINCT FROM NEW.picture_key OR OLD.is_certified IS DISTINCT FROM NEW.is_certified
    OR OLD.fee_dzd IS DISTINCT FROM NEW.fee_dzd OR OLD.languages IS DISTINCT FROM NEW.languages
    OR OLD.visit_types IS DISTINCT FROM NEW.visit_types OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.next_free_at IS DISTINCT FROM NEW.next_free_at)
  EXECUTE FUNCTION "announce_directory_doctor"();
--> statement-breakpoint
CREATE FUNCTION "announce_directory_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory', d.id::text) FROM "doctors" d WHERE d.user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_directory_changed" AFTER UPDATE OF "first_name", "last_name", "suspended_at" ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR (OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION "announce_directory_account"();
