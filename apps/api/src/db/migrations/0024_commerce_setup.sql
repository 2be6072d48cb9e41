CREATE TABLE "methodes_paiements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"en_ligne" boolean DEFAULT false NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "methodes_paiements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pays" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"nom" text NOT NULL,
	"tva_bps" integer NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pays_code_unique" UNIQUE("code"),
	CONSTRAINT "pays_code_iso" CHECK ("pays"."code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "pays_tva_bps" CHECK ("pays"."tva_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "remises_gammes" (
	"remise_id" integer NOT NULL,
	"gamme_id" integer NOT NULL,
	CONSTRAINT "remises_gammes_remise_id_gamme_id_pk" PRIMARY KEY("remise_id","gamme_id")
);
--> statement-breakpoint
CREATE TABLE "remises_produits" (
	"remise_id" integer NOT NULL,
	"produit_id" integer NOT NULL,
	CONSTRAINT "remises_produits_remise_id_produit_id_pk" PRIMARY KEY("remise_id","produit_id")
);
--> statement-breakpoint
ALTER TABLE "methodes_livraisons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "remises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transporteurs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "remises_gammes" ADD CONSTRAINT "remises_gammes_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_gammes" ADD CONSTRAINT "remises_gammes_gamme_id_gammes_id_fk" FOREIGN KEY ("gamme_id") REFERENCES "public"."gammes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_produits" ADD CONSTRAINT "remises_produits_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_produits" ADD CONSTRAINT "remises_produits_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A database that already delivers somewhere keeps doing so: each country an existing method serves
-- becomes a country sold to, named and rated from the EU's standard VAT rates (others: to check).
INSERT INTO "pays" ("code", "nom", "tva_bps", "ordre")
SELECT "served"."code", coalesce("ref"."nom", "served"."code"), coalesce("ref"."tva_bps", 2000),
  row_number() OVER (ORDER BY "served"."code")
FROM (SELECT DISTINCT unnest("pays") AS "code" FROM "methodes_livraisons") AS "served"
LEFT JOIN (VALUES
  ('AT', 'Autriche', 2000), ('BE', 'Belgique', 2100), ('BG', 'Bulgarie', 2000), ('CY', 'Chypre', 1900),
  ('CZ', 'Tchéquie', 2100), ('DE', 'Allemagne', 1900), ('DK', 'Danemark', 2500), ('EE', 'Estonie', 2400),
  ('ES', 'Espagne', 2100), ('FI', 'Finlande', 2550), ('FR', 'France', 2000), ('GR', 'Grèce', 2400),
  ('HR', 'Croatie', 2500), ('HU', 'Hongrie', 2700), ('IE', 'Irlande', 2300), ('IT', 'Italie', 2200),
  ('LT', 'Lituanie', 2100), ('LU', 'Luxembourg', 1700), ('LV', 'Lettonie', 2100), ('MC', 'Monaco', 2000),
  ('MT', 'Malte', 1800), ('NL', 'Pays-Bas', 2100), ('PL', 'Pologne', 2300), ('PT', 'Portugal', 2300),
  ('RO', 'Roumanie', 2100), ('SE', 'Suède', 2500), ('SI', 'Slovénie', 2200), ('SK', 'Slovaquie', 2300)
) AS "ref" ("code", "nom", "tva_bps") ON "ref"."code" = "served"."code"
WHERE "served"."code" ~ '^[A-Z]{2}$'
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Every shop takes cards (through Stripe, or the simulated provider): the one way to pay checkout knows today.
INSERT INTO "methodes_paiements" ("code", "label", "description", "traductions", "en_ligne", "ordre")
VALUES ('carte', 'Carte bancaire', 'Paiement sécurisé par carte.',
  '{"en":{"label":"Bank card","description":"Secure card payment."},"es":{"label":"Tarjeta bancaria","description":"Pago seguro con tarjeta."},"de":{"label":"Bankkarte","description":"Sichere Kartenzahlung."}}'::jsonb,
  true, 1)
ON CONFLICT ("code") DO NOTHING;
