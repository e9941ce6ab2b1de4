CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "doctors_specialization";--> statement-breakpoint
CREATE INDEX "doctors_directory_order" ON "doctors" USING btree ("is_certified" DESC NULLS FIRST,"full_name","id","user_id","search_text");--> statement-breakpoint
CREATE INDEX "doctors_specialty_order" ON "doctors" USING btree ("specialization_id","is_certified" DESC NULLS FIRST,"full_name","id");--> statement-breakpoint
CREATE INDEX "doctors_search_trgm" ON "doctors" USING gin ("search_text" gin_trgm_ops);