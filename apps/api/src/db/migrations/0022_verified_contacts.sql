ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_normalised" CHECK ("users"."phone" ~ '^\+213[567][0-9]{8}$');--> statement-breakpoint
CREATE TABLE "contact_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_codes_channel" CHECK ("contact_codes"."channel" IN ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "contact_codes" ADD CONSTRAINT "contact_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_codes_user" ON "contact_codes" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "contact_codes_contact" ON "contact_codes" USING btree ("contact","created_at");--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_status";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status" CHECK ("messages"."status" IN ('queued', 'sent', 'retrying', 'failed', 'withheld'));
