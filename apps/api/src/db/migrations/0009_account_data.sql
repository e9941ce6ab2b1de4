CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size" bigint,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_status" CHECK ("data_exports"."status" IN ('queued', 'building', 'ready', 'failed', 'expired')),
	CONSTRAINT "data_exports_progress" CHECK ("data_exports"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_patient" ON "data_exports" USING btree ("patient_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_running" ON "data_exports" USING btree ("patient_id") WHERE "data_exports"."status" IN ('queued', 'building');--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_storage_key_unique" ON "data_exports" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "data_exports_expires" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_deleted_has_no_account" CHECK (("patients"."user_id" IS NULL) = ("patients"."deleted_at" IS NOT NULL));