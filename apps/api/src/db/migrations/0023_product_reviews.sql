CREATE TABLE "avis" (
	"id" serial PRIMARY KEY NOT NULL,
	"produit_id" integer NOT NULL,
	"user_id" integer,
	"auteur" text DEFAULT '' NOT NULL,
	"note" integer NOT NULL,
	"titre" text DEFAULT '' NOT NULL,
	"texte" text NOT NULL,
	"langue" text DEFAULT 'fr' NOT NULL,
	"statut" text DEFAULT 'en_attente' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modere" timestamp with time zone,
	"moderateur_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "avis_note_check" CHECK ("avis"."note" between 1 and 5),
	CONSTRAINT "avis_statut_check" CHECK ("avis"."statut" in ('en_attente', 'publie', 'refuse'))
);
--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_moderateur_id_users_id_fk" FOREIGN KEY ("moderateur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avis_produit_user_idx" ON "avis" USING btree ("produit_id","user_id");--> statement-breakpoint
CREATE INDEX "avis_produit_statut_created_idx" ON "avis" USING btree ("produit_id","statut","created");--> statement-breakpoint
CREATE INDEX "avis_statut_created_idx" ON "avis" USING btree ("statut","created");