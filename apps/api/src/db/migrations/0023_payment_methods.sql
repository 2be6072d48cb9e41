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
-- Every shop takes cards (through Stripe, or the simulated provider): the one way to pay checkout knows today.
INSERT INTO "methodes_paiements" ("code", "label", "description", "traductions", "en_ligne", "ordre")
VALUES ('carte', 'Carte bancaire', 'Paiement sécurisé par carte.',
  '{"en":{"label":"Bank card","description":"Secure card payment."},"es":{"label":"Tarjeta bancaria","description":"Pago seguro con tarjeta."},"de":{"label":"Bankkarte","description":"Sichere Kartenzahlung."}}'::jsonb,
  true, 1)
ON CONFLICT ("code") DO NOTHING;
