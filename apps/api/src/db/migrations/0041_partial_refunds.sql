CREATE TABLE "remboursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"commande_id" integer NOT NULL,
	"statut" text DEFAULT 'demande' NOT NULL,
	"montant_ttc" integer NOT NULL,
	"montant_ht" integer NOT NULL,
	"tva" jsonb NOT NULL,
	"livraison_ttc" integer DEFAULT 0 NOT NULL,
	"libre_ttc" integer DEFAULT 0 NOT NULL,
	"motif" text DEFAULT '' NOT NULL,
	"fournisseur_id" text,
	"par" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"effectue" timestamp with time zone,
	CONSTRAINT "remboursements_statut_known" CHECK ("remboursements"."statut" in ('demande', 'effectue', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "remboursements_lignes" (
	"remboursement_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	"montant_ttc" integer NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"entrepot_id" integer,
	CONSTRAINT "remboursements_lignes_remboursement_id_declinaison_id_pk" PRIMARY KEY("remboursement_id","declinaison_id"),
	CONSTRAINT "remboursements_lignes_qtt_positive" CHECK ("remboursements_lignes"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "avoirs" DROP CONSTRAINT "avoirs_commande_id_unique";--> statement-breakpoint
ALTER TABLE "avoirs" ADD COLUMN "remboursement_id" integer;--> statement-breakpoint
ALTER TABLE "remboursements" ADD CONSTRAINT "remboursements_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remboursements" ADD CONSTRAINT "remboursements_par_users_id_fk" FOREIGN KEY ("par") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remboursements_lignes" ADD CONSTRAINT "remboursements_lignes_remboursement_id_remboursements_id_fk" FOREIGN KEY ("remboursement_id") REFERENCES "public"."remboursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remboursements_lignes" ADD CONSTRAINT "remboursements_lignes_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remboursements_lignes" ADD CONSTRAINT "remboursements_lignes_entrepot_id_entrepots_id_fk" FOREIGN KEY ("entrepot_id") REFERENCES "public"."entrepots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remboursements_commande_idx" ON "remboursements" USING btree ("commande_id");--> statement-breakpoint
ALTER TABLE "avoirs" ADD CONSTRAINT "avoirs_remboursement_id_remboursements_id_fk" FOREIGN KEY ("remboursement_id") REFERENCES "public"."remboursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avoirs_commande_idx" ON "avoirs" USING btree ("commande_id");--> statement-breakpoint
ALTER TABLE "avoirs" ADD CONSTRAINT "avoirs_remboursement_id_unique" UNIQUE("remboursement_id");--> statement-breakpoint
-- Orders refunded before partial refunds existed were refunded in full: each gets one refund made
-- (every line, the delivery, the whole amount) and its credit note is linked to it. A line's amount
-- is its TTC less its share of the discount, shared as the domain's allocate does (floors, then the
-- largest remainders a cent each; ties by variant).
INSERT INTO "remboursements" ("commande_id", "statut", "montant_ttc", "montant_ht", "tva", "livraison_ttc", "libre_ttc", "motif", "fournisseur_id", "created", "effectue")
SELECT "id", 'effectue', "total_ttc", "total_ht", "tva", "livraison_ttc", 0, '', "remboursement", coalesce("rembourse", now()), coalesce("rembourse", now())
FROM "commandes" WHERE "statut" = 'remboursee';--> statement-breakpoint
WITH "weighted" AS (
  SELECT cd."commande_id", cd."declinaison_id", cd."qtt", cd."prix_ttc" * cd."qtt" AS "gross", c."remise_ttc",
    sum(cd."prix_ttc" * cd."qtt") OVER (PARTITION BY cd."commande_id") AS "lines"
  FROM "commandes_declinaisons" cd JOIN "commandes" c ON c."id" = cd."commande_id"
  WHERE c."statut" = 'remboursee'
), "floored" AS (
  SELECT *, CASE WHEN "lines" > 0 THEN ("remise_ttc"::bigint * "gross") / "lines" ELSE 0 END AS "share",
    CASE WHEN "lines" > 0 THEN ("remise_ttc"::bigint * "gross") % "lines" ELSE 0 END AS "rest"
  FROM "weighted"
), "ranked" AS (
  SELECT *, "remise_ttc" - sum("share") OVER (PARTITION BY "commande_id") AS "left",
    row_number() OVER (PARTITION BY "commande_id" ORDER BY "rest" DESC, "declinaison_id") AS "rank"
  FROM "floored"
)
INSERT INTO "remboursements_lignes" ("remboursement_id", "declinaison_id", "qtt", "montant_ttc", "restock")
SELECT r."id", k."declinaison_id", k."qtt", (k."gross" - k."share" - CASE WHEN k."rank" <= k."left" THEN 1 ELSE 0 END)::integer, false
FROM "ranked" k JOIN "remboursements" r ON r."commande_id" = k."commande_id";--> statement-breakpoint
-- A line total that the rounding left off the amount stays in the free part, so the parts add up.
UPDATE "remboursements" r SET "libre_ttc" = r."montant_ttc" - r."livraison_ttc" - coalesce((SELECT sum(l."montant_ttc") FROM "remboursements_lignes" l WHERE l."remboursement_id" = r."id"), 0);--> statement-breakpoint
UPDATE "avoirs" a SET "remboursement_id" = r."id" FROM "remboursements" r WHERE r."commande_id" = a."commande_id";
