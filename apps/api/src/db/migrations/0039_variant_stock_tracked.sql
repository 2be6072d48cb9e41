ALTER TABLE "declinaisons" ALTER COLUMN "stock" SET DEFAULT 0;--> statement-breakpoint
-- An untracked variant (null) could never be sold, yet said only "non suivi": it becomes what it
-- was in fact, tracked with 0 units, which the stock screen can then set.
UPDATE "declinaisons" SET "stock" = 0 WHERE "stock" IS NULL;
