-- A patient's profile has its own phone number (the one their doctors read), which sign-up left
-- empty although it asks for a mobile number: the profile said "Not Set" for a number just given.
-- Sign-up now writes that number on the profile; a patient whose profile number is empty gets their
-- account's, in the profile's ten digits (+2135XXXXXXXX is 05XXXXXXXX). Patients booked by
-- telephone have no account and keep theirs; a number the patient wrote on the profile stays.
UPDATE "patients" SET "phone_number" = '0' || substr("users"."phone", 5)
FROM "users"
WHERE "users"."id" = "patients"."user_id"
	AND "users"."phone" IS NOT NULL
	AND ("patients"."phone_number" IS NULL OR btrim("patients"."phone_number") = '');
