ALTER TABLE "methodes_livraisons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transporteurs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;