ALTER TABLE "declinaisons" ADD COLUMN "contenance" integer;--> statement-breakpoint
ALTER TABLE "declinaisons" ADD COLUMN "unite" text;--> statement-breakpoint
ALTER TABLE "declinaisons" ADD CONSTRAINT "declinaisons_contenance_whole" CHECK (("declinaisons"."contenance" IS NULL AND "declinaisons"."unite" IS NULL) OR ("declinaisons"."contenance" > 0 AND "declinaisons"."unite" IN ('ml', 'g')));--> statement-breakpoint
-- A variant named by its content alone ("50 ml", "200 g") declares it: its unit price shows at once.
UPDATE "declinaisons"
SET "contenance" = (regexp_match("label", '^\s*(\d{1,6})\s*(ml|g)\s*$', 'i'))[1]::integer,
    "unite" = lower((regexp_match("label", '^\s*(\d{1,6})\s*(ml|g)\s*$', 'i'))[2])
WHERE "label" ~* '^\s*[1-9]\d{0,5}\s*(ml|g)\s*$';
