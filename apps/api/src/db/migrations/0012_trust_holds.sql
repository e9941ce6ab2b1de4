-- A waiting patient is told of a freed slot at most once an hour per doctor: when they last were.
ALTER TABLE "waitlist_entries" ADD COLUMN "offered_at" timestamp with time zone;
