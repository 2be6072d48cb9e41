CREATE TABLE "stats_jours" (
	"jour" date NOT NULL,
	"dimension" text NOT NULL,
	"valeur" text NOT NULL,
	"visites" integer NOT NULL,
	"vues" integer NOT NULL,
	CONSTRAINT "stats_jours_jour_dimension_valeur_pk" PRIMARY KEY("jour","dimension","valeur")
);
--> statement-breakpoint
CREATE TABLE "stats_produits_jours" (
	"jour" date NOT NULL,
	"produit_id" integer NOT NULL,
	"vues" integer DEFAULT 0 NOT NULL,
	"ajouts" integer DEFAULT 0 NOT NULL,
	"commandes" integer DEFAULT 0 NOT NULL,
	"unites" integer DEFAULT 0 NOT NULL,
	"ca_ttc" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_produits_jours_jour_produit_id_pk" PRIMARY KEY("jour","produit_id")
);
--> statement-breakpoint
CREATE INDEX "stats_jours_dimension_idx" ON "stats_jours" USING btree ("dimension","jour");