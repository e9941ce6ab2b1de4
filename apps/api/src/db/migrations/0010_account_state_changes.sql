-- Every process keeps the account state it checks on each request (suspension, administrator) and
-- forgets an account when this announces a change, whoever made it: the API, the admin command or
-- an operator's SQL.
CREATE FUNCTION "announce_account_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_state', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_state" AFTER UPDATE OF "suspended_at", "is_admin" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_account_state"();
