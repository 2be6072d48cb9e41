CREATE TABLE "conseils" (
	"id" serial PRIMARY KEY NOT NULL,
	"produit_id" integer,
	"label" text NOT NULL,
	"texte" text DEFAULT '' NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actualites" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "declinaisons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gammes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conseils" ADD CONSTRAINT "conseils_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conseils_produit_idx" ON "conseils" USING btree ("produit_id");