-- The directory's search (decision 0024): a doctor's name as words for prefix search, folded
-- as the application folds text (lower case, no accents, one form of each Arabic letter), and
-- when their soonest free slot ahead starts, kept by the slots' triggers, for the ranking.
ALTER TABLE "doctors" ADD COLUMN "name_words" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, translate(lower("full_name"), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿأإآٱةىؤئًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyااااهيوي'))
) STORED;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "doctors_next_free_at"(doctor_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "doctors" d SET "next_free_at" = (
    SELECT min((s."day" + s."start_time") AT TIME ZONE 'Africa/Algiers') FROM "slots" s
    WHERE s."doctor_id" = d."id" AND s."existing"
      AND (s."day" + s."start_time") AT TIME ZONE 'Africa/Algiers' > now())
  WHERE d."id" = ANY(doctor_ids)
$$;--> statement-breakpoint
CREATE FUNCTION "slots_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "doctors_next_free_at"(ARRAY(SELECT DISTINCT "doctor_id" FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "slots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "doctors_next_free_at"(ARRAY(
    SELECT "doctor_id" FROM old_rows UNION SELECT "doctor_id" FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "slots_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "doctors_next_free_at"(ARRAY(SELECT DISTINCT "doctor_id" FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "slots_next_free_insert" AFTER INSERT ON "slots" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "slots_inserted"();--> statement-breakpoint
CREATE TRIGGER "slots_next_free_update" AFTER UPDATE ON "slots" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "slots_changed"();--> statement-breakpoint
CREATE TRIGGER "slots_next_free_delete" AFTER DELETE ON "slots" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "slots_deleted"();--> statement-breakpoint
SELECT "doctors_next_free_at"(ARRAY(SELECT "id" FROM "doctors"));--> statement-breakpoint
DROP INDEX "doctors_directory_order";--> statement-breakpoint
DROP INDEX "doctors_specialty_order";--> statement-breakpoint
CREATE INDEX "doctors_rank" ON "doctors" USING btree ("is_certified" DESC, "next_free_at", "id") INCLUDE ("user_id", "name_words");--> statement-breakpoint
CREATE INDEX "doctors_specialty_rank" ON "doctors" USING btree ("specialization_id", "is_certified" DESC, "next_free_at", "id") INCLUDE ("user_id", "wilaya", "name_words");--> statement-breakpoint
CREATE INDEX "doctors_wilaya_rank" ON "doctors" USING btree ("wilaya", "is_certified" DESC, "next_free_at", "id") INCLUDE ("user_id", "specialization_id", "name_words");--> statement-breakpoint
CREATE INDEX "doctors_name_words" ON "doctors" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "doctors_next_free_at" ON "doctors" USING btree ("next_free_at");--> statement-breakpoint
CREATE INDEX "users_suspended" ON "users" USING btree ("id") WHERE "suspended_at" IS NOT NULL;
