-- A patient ends a doctor's access: the last time they did, per doctor. Accepted requests and
-- bookings older than it are no longer the patient's consent (lib/access/patient-consent.ts); a new
-- booking, a newly accepted request or a new folder share is.
CREATE TABLE "consent_withdrawals" (
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id") ON DELETE cascade,
	"patient_id" integer NOT NULL REFERENCES "patients"("id") ON DELETE cascade,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_withdrawals_pk" PRIMARY KEY ("doctor_id", "patient_id")
);
--> statement-breakpoint
CREATE INDEX "consent_withdrawals_patient" ON "consent_withdrawals" ("patient_id");
