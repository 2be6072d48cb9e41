-- The ambassador flag and the `ambassadeur` scope meant the same thing but were set apart: staff
-- ticked the flag, the payment links and salon checked the scope. Staff's edit now sets both; the
-- accounts already holding one get the other.
UPDATE "users" SET "scopes" = array_append("scopes", 'ambassadeur') WHERE "ambassadeur" AND NOT ('ambassadeur' = ANY("scopes"));--> statement-breakpoint
UPDATE "users" SET "ambassadeur" = true WHERE 'ambassadeur' = ANY("scopes") AND NOT "ambassadeur";
