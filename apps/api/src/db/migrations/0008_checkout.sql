CREATE TABLE "methodes_livraisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"transporteur_id" integer NOT NULL,
	"label" text NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prix_ttc" integer NOT NULL,
	"delai_min" integer NOT NULL,
	"delai_max" integer NOT NULL,
	"franco" boolean DEFAULT true NOT NULL,
	"pays" text[] DEFAULT '{FR}'::text[] NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	CONSTRAINT "methodes_livraisons_prix_positive" CHECK ("methodes_livraisons"."prix_ttc" >= 0),
	CONSTRAINT "methodes_livraisons_delai" CHECK ("methodes_livraisons"."delai_min" >= 0 and "methodes_livraisons"."delai_max" >= "methodes_livraisons"."delai_min")
);
--> statement-breakpoint
CREATE TABLE "paniers_checkout" (
	"panier_id" integer PRIMARY KEY NOT NULL,
	"adresse_livraison_id" integer,
	"adresse_facturation_id" integer,
	"methode_livraison_id" integer,
	"remise_id" integer,
	"cgv" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remises" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"valeur" integer NOT NULL,
	"debut" timestamp with time zone,
	"fin" timestamp with time zone,
	"minimum_ttc" integer DEFAULT 0 NOT NULL,
	"limite_totale" integer,
	"limite_client" integer,
	"utilisations" integer DEFAULT 0 NOT NULL,
	"ambassadeur_id" integer,
	"actif" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remises_code_unique" UNIQUE("code"),
	CONSTRAINT "remises_valeur_positive" CHECK ("remises"."valeur" > 0),
	CONSTRAINT "remises_within_limit" CHECK ("remises"."utilisations" >= 0 and ("remises"."limite_totale" is null or "remises"."utilisations" <= "remises"."limite_totale"))
);
--> statement-breakpoint
CREATE TABLE "remises_utilisations" (
	"remise_id" integer NOT NULL,
	"commande_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "remises_utilisations_remise_id_commande_id_pk" PRIMARY KEY("remise_id","commande_id")
);
--> statement-breakpoint
CREATE TABLE "transporteurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "lignes_ht" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "lignes_ttc" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "livraison_methode_id" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "livraison_label" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "livraison_ttc" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "remise_id" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "remise_code" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "remise_ttc" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "tva" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "adresse_livraison" jsonb;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "adresse_facturation" jsonb;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "cgv" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "ambassadeur_id" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "commission_ht" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "facture_numero" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "expediee" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "suivi" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "rembourse" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "remboursement" text;--> statement-breakpoint
ALTER TABLE "methodes_livraisons" ADD CONSTRAINT "methodes_livraisons_transporteur_id_transporteurs_id_fk" FOREIGN KEY ("transporteur_id") REFERENCES "public"."transporteurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_panier_id_paniers_id_fk" FOREIGN KEY ("panier_id") REFERENCES "public"."paniers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_adresse_livraison_id_adresses_id_fk" FOREIGN KEY ("adresse_livraison_id") REFERENCES "public"."adresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_adresse_facturation_id_adresses_id_fk" FOREIGN KEY ("adresse_facturation_id") REFERENCES "public"."adresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_methode_livraison_id_methodes_livraisons_id_fk" FOREIGN KEY ("methode_livraison_id") REFERENCES "public"."methodes_livraisons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_checkout" ADD CONSTRAINT "paniers_checkout_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises" ADD CONSTRAINT "remises_ambassadeur_id_users_id_fk" FOREIGN KEY ("ambassadeur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_utilisations" ADD CONSTRAINT "remises_utilisations_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_utilisations" ADD CONSTRAINT "remises_utilisations_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_utilisations" ADD CONSTRAINT "remises_utilisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remises_ambassadeur_idx" ON "remises" USING btree ("ambassadeur_id");--> statement-breakpoint
CREATE INDEX "remises_utilisations_user_idx" ON "remises_utilisations" USING btree ("remise_id","user_id");--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_ambassadeur_id_users_id_fk" FOREIGN KEY ("ambassadeur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commandes_ambassadeur_idx" ON "commandes" USING btree ("ambassadeur_id");--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_facture_numero_unique" UNIQUE("facture_numero");