CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"declinaison_id" integer NOT NULL,
	"numero" text NOT NULL,
	"fabrication" date,
	"dluo" date,
	"pao_mois" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_declinaison_numero_key" UNIQUE("declinaison_id","numero"),
	CONSTRAINT "lots_pao_range" CHECK ("lots"."pao_mois" is null or "lots"."pao_mois" between 1 and 60),
	CONSTRAINT "lots_one_date" CHECK ("lots"."dluo" is null or "lots"."pao_mois" is null),
	CONSTRAINT "lots_dluo_after_fabrication" CHECK ("lots"."dluo" is null or "lots"."fabrication" is null or "lots"."dluo" > "lots"."fabrication")
);
--> statement-breakpoint
CREATE TABLE "lots_commandes" (
	"commande_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	CONSTRAINT "lots_commandes_commande_id_lot_id_pk" PRIMARY KEY("commande_id","lot_id"),
	CONSTRAINT "lots_commandes_qtt_non_negative" CHECK ("lots_commandes"."qtt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocks_lots" (
	"lot_id" integer NOT NULL,
	"entrepot_id" integer NOT NULL,
	"quantite" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stocks_lots_lot_id_entrepot_id_pk" PRIMARY KEY("lot_id","entrepot_id"),
	CONSTRAINT "stocks_lots_quantite_non_negative" CHECK ("stocks_lots"."quantite" >= 0)
);
--> statement-breakpoint
CREATE TABLE "colis_lignes_lots" (
	"colis_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	CONSTRAINT "colis_lignes_lots_colis_id_lot_id_pk" PRIMARY KEY("colis_id","lot_id"),
	CONSTRAINT "colis_lignes_lots_qtt_positive" CHECK ("colis_lignes_lots"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots_commandes" ADD CONSTRAINT "lots_commandes_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots_commandes" ADD CONSTRAINT "lots_commandes_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks_lots" ADD CONSTRAINT "stocks_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks_lots" ADD CONSTRAINT "stocks_lots_entrepot_id_entrepots_id_fk" FOREIGN KEY ("entrepot_id") REFERENCES "public"."entrepots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colis_lignes_lots" ADD CONSTRAINT "colis_lignes_lots_colis_id_colis_id_fk" FOREIGN KEY ("colis_id") REFERENCES "public"."colis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colis_lignes_lots" ADD CONSTRAINT "colis_lignes_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_dluo_idx" ON "lots" USING btree ("dluo");--> statement-breakpoint
CREATE INDEX "lots_commandes_lot_idx" ON "lots_commandes" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stocks_lots_entrepot_idx" ON "stocks_lots" USING btree ("entrepot_id");--> statement-breakpoint
CREATE INDEX "colis_lignes_lots_lot_idx" ON "colis_lignes_lots" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The stock that had no lot becomes one lot "INITIAL" per variant (no dates: nobody recorded them),
-- holding each warehouse's units, so every count stays the sum of its lots.
INSERT INTO "lots" ("declinaison_id", "numero")
SELECT DISTINCT "declinaison_id", 'INITIAL' FROM "stocks";--> statement-breakpoint
INSERT INTO "stocks_lots" ("lot_id", "entrepot_id", "quantite")
SELECT l."id", s."entrepot_id", s."quantite" FROM "stocks" s
JOIN "lots" l ON l."declinaison_id" = s."declinaison_id" AND l."numero" = 'INITIAL';--> statement-breakpoint
-- The ledger's warehouse rows all moved units of that lot.
UPDATE "mouvements_stock" m SET "lot_id" = l."id" FROM "lots" l
WHERE m."entrepot_id" IS NOT NULL AND l."declinaison_id" = m."declinaison_id" AND l."numero" = 'INITIAL';--> statement-breakpoint
-- Orders already sold took their units from it (less what came back), so a recall of it finds them.
INSERT INTO "lots_commandes" ("commande_id", "lot_id", "qtt")
SELECT m."commande_id", l."id", -sum(m."delta")::int FROM "mouvements_stock" m
JOIN "lots" l ON l."declinaison_id" = m."declinaison_id" AND l."numero" = 'INITIAL'
WHERE m."commande_id" IS NOT NULL AND m."motif" IN ('sale', 'return') AND m."entrepot_id" IS NOT NULL
GROUP BY m."commande_id", l."id"
HAVING -sum(m."delta") > 0;
