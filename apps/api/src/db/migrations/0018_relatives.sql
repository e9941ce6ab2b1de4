CREATE TABLE "relatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"sex" text NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatives_name_not_blank" CHECK (length(trim("relatives"."full_name")) > 0),
	CONSTRAINT "relatives_sex" CHECK ("relatives"."sex" IN ('M', 'F')),
	CONSTRAINT "relatives_relation" CHECK ("relatives"."relation" IN ('child', 'parent', 'spouse', 'sibling', 'other'))
);
--> statement-breakpoint
ALTER TABLE "relatives" ADD CONSTRAINT "relatives_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatives_patient" ON "relatives" USING btree ("patient_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_relation" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_relative_id_relatives_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."relatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_relative" ON "appointments" USING btree ("relative_id");--> statement-breakpoint
ALTER TABLE "cancelled_appointments" ADD COLUMN "relative_name" text;--> statement-breakpoint
ALTER TABLE "cancelled_appointments" ADD COLUMN "relative_relation" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "relative_id" integer;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_relative_id_relatives_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."relatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_relative" ON "folders" USING btree ("relative_id");
