-- A doctor's assistant: a user whose role is to keep one doctor's agenda (decision 0038). The row
-- stays when the doctor removes them (doctor_id becomes null) so the account can be invited again.
CREATE TABLE "assistants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"doctor_id" integer,
	"since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistants_since_with_doctor" CHECK (("assistants"."doctor_id" IS NULL) = ("assistants"."since" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "assistants" ADD CONSTRAINT "assistants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistants" ADD CONSTRAINT "assistants_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistants_doctor" ON "assistants" USING btree ("doctor_id");--> statement-breakpoint
CREATE TABLE "assistant_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_invites_email_lowercase" CHECK ("assistant_invites"."email" = lower("assistant_invites"."email"))
);
--> statement-breakpoint
ALTER TABLE "assistant_invites" ADD CONSTRAINT "assistant_invites_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_invites_code" ON "assistant_invites" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "assistant_invites_doctor" ON "assistant_invites" USING btree ("doctor_id");--> statement-breakpoint
-- Whom an assistant's request is checked against is part of the account state every process keeps:
-- a change of employer (or removal) is announced like a suspension, so it applies at once everywhere.
CREATE FUNCTION "announce_assistant_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('account_state', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('account_state', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "assistants_account_state" AFTER INSERT OR UPDATE OR DELETE ON "assistants"
  FOR EACH ROW EXECUTE FUNCTION "announce_assistant_state"();
--> statement-breakpoint
-- An action an assistant took names the doctor they took it for.
ALTER TABLE "audit_events" ADD COLUMN "for_doctor_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_for_doctor_id_doctors_id_fk" FOREIGN KEY ("for_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A patient booked by telephone who has no account: a name, a mobile number and the language their
-- text messages go out in; no user row, so no password and no sign-in.
ALTER TABLE "patients" ADD COLUMN "contact_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "contact_language" text;--> statement-breakpoint
ALTER TABLE "patients" DROP CONSTRAINT "patients_deleted_has_no_account";--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_deleted_has_no_account" CHECK (
  ("patients"."contact_only" AND "patients"."user_id" IS NULL AND "patients"."deleted_at" IS NULL)
  OR (NOT "patients"."contact_only" AND ("patients"."user_id" IS NULL) = ("patients"."deleted_at" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_contact_language" CHECK ("patients"."contact_language" IS NULL OR "patients"."contact_language" IN ('en', 'fr', 'ar'));--> statement-breakpoint
-- One contact-only patient per number: the next telephone booking finds them again.
CREATE UNIQUE INDEX "patients_contact_phone" ON "patients" USING btree ("phone_number") WHERE "patients"."contact_only";
