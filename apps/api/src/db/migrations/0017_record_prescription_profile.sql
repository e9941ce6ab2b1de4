-- A prescribed medicine is written in parts: its form and strength, the dose, how often, how long
-- and a note. The one free-text value it had was what the prescription printed as the dosage, so
-- it becomes the dose; the new parts start empty for the medicines already written.
ALTER TABLE "medicine_items" RENAME COLUMN "value" TO "dose";
--> statement-breakpoint
ALTER TABLE "medicine_items" ADD COLUMN "form" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "medicine_items" ADD COLUMN "frequency" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "medicine_items" ADD COLUMN "duration" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "medicine_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- What a patient reads on the doctor's card: the fee in Algerian dinars, the languages spoken and
-- how visits happen.
ALTER TABLE "doctors" ADD COLUMN "fee_dzd" integer;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "visit_types" text[] DEFAULT '{in_person}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_fee_dzd" CHECK ("fee_dzd" IS NULL OR "fee_dzd" BETWEEN 0 AND 1000000);
--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_visit_types" CHECK ("visit_types" <@ ARRAY['in_person', 'video']::text[]);
--> statement-breakpoint
-- A patient who booked a doctor is that doctor's patient, as one the doctor added is.
INSERT INTO "doctor_patients" ("doctor_id", "patient_id")
  SELECT DISTINCT "doctor_id", "patient_id" FROM "appointments"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Whoever books (the patient, the doctor, anyone acting for the doctor), the patient joins the
-- doctor's list in the same transaction.
CREATE FUNCTION "list_booked_patient"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "doctor_patients" ("doctor_id", "patient_id") VALUES (NEW."doctor_id", NEW."patient_id")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_list_patient" AFTER INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "list_booked_patient"();
