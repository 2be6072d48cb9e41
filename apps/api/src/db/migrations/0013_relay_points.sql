CREATE TABLE "points_relais" (
	"id" serial PRIMARY KEY NOT NULL,
	"transporteur_id" integer NOT NULL,
	"nom" text NOT NULL,
	"ligne1" text NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "point_relais" jsonb;--> statement-breakpoint
ALTER TABLE "methodes_livraisons" ADD COLUMN "point_relais" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD COLUMN "point_relais_id" integer;--> statement-breakpoint
ALTER TABLE "points_relais" ADD CONSTRAINT "points_relais_transporteur_id_transporteurs_id_fk" FOREIGN KEY ("transporteur_id") REFERENCES "public"."transporteurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_relais_transporteur_idx" ON "points_relais" USING btree ("transporteur_id","pays");--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_point_relais_id_points_relais_id_fk" FOREIGN KEY ("point_relais_id") REFERENCES "public"."points_relais"("id") ON DELETE set null ON UPDATE no action;