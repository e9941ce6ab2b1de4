-- Weekly opening hours and absences, from which free slots are made; slots made so are marked.
-- A doctor's closed account keeps its row (patients' records point to it) with the time it closed.
CREATE TABLE "opening_hours" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"ranges" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"horizon_weeks" integer NOT NULL,
	"notice_hours" integer NOT NULL,
	"visit_kind" text DEFAULT 'in_person' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_slot_minutes" CHECK ("opening_hours"."slot_minutes" BETWEEN 10 AND 60),
	CONSTRAINT "opening_hours_horizon" CHECK ("opening_hours"."horizon_weeks" BETWEEN 1 AND 26),
	CONSTRAINT "opening_hours_notice" CHECK ("opening_hours"."notice_hours" BETWEEN 0 AND 168),
	CONSTRAINT "opening_hours_visit_kind" CHECK ("opening_hours"."visit_kind" IN ('in_person', 'video'))
);
--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_end_after_start" CHECK ("absences"."ends_at" > "absences"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "absences_doctor_end" ON "absences" USING btree ("doctor_id","ends_at");
--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "from_hours" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "closed_at" timestamp with time zone;
