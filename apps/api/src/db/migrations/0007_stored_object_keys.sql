CREATE INDEX "clinics_picture_key" ON "clinics" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "clinics_certification_key" ON "clinics" USING btree ("certification_key");--> statement-breakpoint
CREATE INDEX "doctors_picture_key" ON "doctors" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "doctors_certification_key" ON "doctors" USING btree ("certification_key");--> statement-breakpoint
CREATE INDEX "patients_picture_key" ON "patients" USING btree ("picture_key");