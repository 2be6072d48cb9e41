CREATE TABLE "actualites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"accroche" text DEFAULT '' NOT NULL,
	"texte" text DEFAULT '' NOT NULL,
	"visuel_id" integer,
	"publie_le" date NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associes" (
	"produit_id" integer NOT NULL,
	"produit_associe_id" integer NOT NULL,
	CONSTRAINT "associes_produit_id_produit_associe_id_pk" PRIMARY KEY("produit_id","produit_associe_id"),
	CONSTRAINT "associes_not_self" CHECK ("associes"."produit_id" <> "associes"."produit_associe_id")
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"cle" text PRIMARY KEY NOT NULL,
	"valeur" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declinaisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"produit_id" integer NOT NULL,
	"conteneur" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"prix_ht" integer NOT NULL,
	"prix_ttc" integer NOT NULL,
	"prix_initial_ht" integer,
	"prix_initial_ttc" integer,
	"stock" integer,
	"reassort_date" date,
	"reassort_mouvement" integer,
	"delais" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"visuel_id" integer,
	"ordre" integer DEFAULT 0 NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "declinaisons_stock_non_negative" CHECK ("declinaisons"."stock" >= 0),
	CONSTRAINT "declinaisons_prices_non_negative" CHECK ("declinaisons"."prix_ht" >= 0 AND "declinaisons"."prix_ttc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"categorie_id" integer,
	"produit_id" integer,
	"type" text,
	"question" text NOT NULL,
	"reponse" text NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "faqs_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gammes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"couleur" text DEFAULT '#A8824A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "principes_actifs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"accroche" text DEFAULT '' NOT NULL,
	"texte" text DEFAULT '' NOT NULL,
	"visuel_id" integer,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "principes_produits" (
	"principe_id" integer NOT NULL,
	"produit_id" integer NOT NULL,
	CONSTRAINT "principes_produits_principe_id_produit_id_pk" PRIMARY KEY("principe_id","produit_id")
);
--> statement-breakpoint
CREATE TABLE "produits" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"accroche" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"genre" integer DEFAULT 1 NOT NULL,
	"prix_ht" integer DEFAULT 0 NOT NULL,
	"poids" integer DEFAULT 0 NOT NULL,
	"associe" boolean DEFAULT true NOT NULL,
	"seuil" integer DEFAULT 0 NOT NULL,
	"offline" boolean DEFAULT true NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"gamme_id" integer,
	"default_declinaison_id" integer,
	"reassort_date" date,
	"reassort_mouvement" integer,
	"ordre" integer DEFAULT 0 NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produits_tags" (
	"produit_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "produits_tags_produit_id_tag_id_pk" PRIMARY KEY("produit_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "produits_visuels" (
	"produit_id" integer NOT NULL,
	"visuel_id" integer NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "produits_visuels_produit_id_visuel_id_pk" PRIMARY KEY("produit_id","visuel_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"type" text DEFAULT 'tag' NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visuels" (
	"id" serial PRIMARY KEY NOT NULL,
	"fichier" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"largeur" integer NOT NULL,
	"hauteur" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actualites" ADD CONSTRAINT "actualites_visuel_id_visuels_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."visuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associes" ADD CONSTRAINT "associes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associes" ADD CONSTRAINT "associes_produit_associe_id_produits_id_fk" FOREIGN KEY ("produit_associe_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declinaisons" ADD CONSTRAINT "declinaisons_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declinaisons" ADD CONSTRAINT "declinaisons_visuel_id_visuels_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."visuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_categorie_id_faqs_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."faqs_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gammes" ADD CONSTRAINT "gammes_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principes_actifs" ADD CONSTRAINT "principes_actifs_visuel_id_visuels_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."visuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principes_produits" ADD CONSTRAINT "principes_produits_principe_id_principes_actifs_id_fk" FOREIGN KEY ("principe_id") REFERENCES "public"."principes_actifs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principes_produits" ADD CONSTRAINT "principes_produits_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits" ADD CONSTRAINT "produits_gamme_id_gammes_id_fk" FOREIGN KEY ("gamme_id") REFERENCES "public"."gammes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits_tags" ADD CONSTRAINT "produits_tags_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits_tags" ADD CONSTRAINT "produits_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits_visuels" ADD CONSTRAINT "produits_visuels_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits_visuels" ADD CONSTRAINT "produits_visuels_visuel_id_visuels_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."visuels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declinaisons_produit_idx" ON "declinaisons" USING btree ("produit_id");--> statement-breakpoint
CREATE INDEX "faqs_produit_idx" ON "faqs" USING btree ("produit_id");--> statement-breakpoint
CREATE INDEX "produits_gamme_idx" ON "produits" USING btree ("gamme_id");