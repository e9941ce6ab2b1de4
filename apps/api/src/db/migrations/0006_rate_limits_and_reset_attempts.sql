CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_token" text
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at" ON "rate_limits" USING btree ("resets_at");