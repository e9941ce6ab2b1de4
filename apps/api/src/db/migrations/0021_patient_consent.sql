-- A doctor's "add a patient" becomes a request the patient answers: until they accept, the doctor
-- writes nothing for them and reads nothing of theirs. A patient who booked the doctor themselves,
-- or shared a folder with them, has chosen the doctor already.
ALTER TABLE "doctor_patients" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_patients" ADD COLUMN "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "doctor_patients" ADD CONSTRAINT "doctor_patients_status" CHECK ("status" IN ('requested', 'accepted', 'declined'));
--> statement-breakpoint
UPDATE "doctor_patients" AS dp SET "status" = 'accepted', "answered_at" = dp."created_at"
  WHERE EXISTS (
    SELECT 1 FROM "appointments" AS a
    WHERE a."doctor_id" = dp."doctor_id" AND a."patient_id" = dp."patient_id" AND a."booked_by_patient"
  ) OR EXISTS (
    SELECT 1 FROM "folder_access_grants" AS g JOIN "folders" AS f ON f."id" = g."folder_id"
    WHERE g."doctor_id" = dp."doctor_id" AND f."patient_id" = dp."patient_id"
  );
--> statement-breakpoint
-- Only the patient's own booking lists them (and answers a request still waiting): an appointment a
-- doctor writes needs the patient in the list already.
CREATE OR REPLACE FUNCTION "list_booked_patient"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."booked_by_patient" THEN
    INSERT INTO "doctor_patients" ("doctor_id", "patient_id", "status", "answered_at")
      VALUES (NEW."doctor_id", NEW."patient_id", 'accepted', now())
      ON CONFLICT ("doctor_id", "patient_id") DO UPDATE SET "status" = 'accepted', "answered_at" = now()
      WHERE "doctor_patients"."status" <> 'accepted';
  END IF;
  RETURN NULL;
END;
$$;
