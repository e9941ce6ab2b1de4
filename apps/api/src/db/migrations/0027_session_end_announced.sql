-- An access token names its session (the refresh-token family) and dies with it: every process
-- keeps, with the account state it checks on each request, the sessions of the account that
-- ended within an access token's lifetime, and forgets the account when this announces that one of
-- its sessions ended (logout, password reset, a spent refresh token reused), whoever revoked it.
CREATE INDEX "refresh_tokens_user_revoked" ON "refresh_tokens" ("user_id", "revoked_at");
--> statement-breakpoint
CREATE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Identical notifications of one transaction are delivered once: a family of many rows is one.
  PERFORM pg_notify('account_state', NEW.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_end" AFTER UPDATE OF "revoked_at" ON "refresh_tokens"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
  EXECUTE FUNCTION "announce_session_end"();
