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
