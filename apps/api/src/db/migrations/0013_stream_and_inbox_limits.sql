-- Events older than the retention window are pruned by created_at; video signalling sooner.
CREATE INDEX "user_events_created_at" ON "user_events" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "user_events_signals" ON "user_events" USING btree ("created_at") WHERE "type" = 'visit.signal';
--> statement-breakpoint
-- One row per open event stream, whichever process holds it: a user's oldest streams past the
-- limit are closed. A row left by a process that stopped is the oldest, so the first to go.
CREATE TABLE "event_streams" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_streams_user" ON "event_streams" USING btree ("user_id", "id");
--> statement-breakpoint
-- The patient's say over a conversation: a blocked doctor cannot post; a left one is hidden too.
ALTER TABLE "conversations" ADD COLUMN "blocked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "left_at" timestamp with time zone;
--> statement-breakpoint
-- A conversation opens on the patient's consent: a booking they made, not one the doctor wrote.
ALTER TABLE "appointments" ADD COLUMN "booked_by_patient" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "appointments" SET "booked_by_patient" = true WHERE "slot_id" IS NOT NULL;
--> statement-breakpoint
-- Revoking a doctor's access to a folder withdraws that folder's files attached in their messages.
ALTER TABLE "conversation_messages" ADD COLUMN "file_withdrawn_at" timestamp with time zone;
