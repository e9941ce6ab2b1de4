-- Free text saved before text of spaces and invisible marks only was refused (zero-width spaces,
-- direction marks, controls) shows nothing where it is read, yet counts as given: a doctor listed
-- with a blank address, a blank biography, a patient's blank address or note. Such a value, or an
-- empty one, is now no value. The class is every code point that is white space, a control, a
-- format mark or a separator: what requiredText in packages/contracts/src/fields.ts counts as not
-- visible (its test compares the two code point by code point). NOT NULL columns keep their text.
UPDATE "doctors" SET "address" = NULL WHERE "address" ~ '^[\u0001-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]*$';
--> statement-breakpoint
UPDATE "doctors" SET "biography" = NULL WHERE "biography" ~ '^[\u0001-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]*$';
--> statement-breakpoint
UPDATE "patients" SET "address" = NULL WHERE "address" ~ '^[\u0001-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]*$';
--> statement-breakpoint
UPDATE "patients" SET "description" = NULL WHERE "description" ~ '^[\u0001-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]*$';
