CREATE TABLE "entrepots" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"adresse" text DEFAULT '' NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mouvements_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"declinaison_id" integer NOT NULL,
	"entrepot_id" integer,
	"delta" integer NOT NULL,
	"motif" text NOT NULL,
	"user_id" integer,
	"commande_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mouvements_stock_delta_non_zero" CHECK ("mouvements_stock"."delta" <> 0),
	CONSTRAINT "mouvements_stock_motif_known" CHECK (motif in ('receipt', 'sale', 'hold', 'release', 'adjustment', 'transfer', 'return'))
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"declinaison_id" integer NOT NULL,
	"entrepot_id" integer NOT NULL,
	"quantite" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stocks_declinaison_id_entrepot_id_pk" PRIMARY KEY("declinaison_id","entrepot_id"),
	CONSTRAINT "stocks_quantite_non_negative" CHECK ("stocks"."quantite" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_entrepot_id_entrepots_id_fk" FOREIGN KEY ("entrepot_id") REFERENCES "public"."entrepots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_entrepot_id_entrepots_id_fk" FOREIGN KEY ("entrepot_id") REFERENCES "public"."entrepots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mouvements_stock_declinaison_idx" ON "mouvements_stock" USING btree ("declinaison_id","id");--> statement-breakpoint
CREATE INDEX "stocks_entrepot_idx" ON "stocks" USING btree ("entrepot_id");--> statement-breakpoint
-- The default warehouse holds the stock known so far: the sellable units plus those held by
-- orders awaiting payment (still on the shelf), each recorded as a receipt in the ledger.
INSERT INTO "entrepots" ("label", "ordre") VALUES ('Entrepôt principal', 0);--> statement-breakpoint
INSERT INTO "stocks" ("declinaison_id", "entrepot_id", "quantite")
SELECT d."id", e."id", d."stock" + coalesce((
  SELECT sum(cd."qtt") FROM "commandes_declinaisons" cd
  JOIN "commandes" c ON c."id" = cd."commande_id"
  WHERE cd."declinaison_id" = d."id" AND c."statut" = 'reservee'
), 0)::int
FROM "declinaisons" d, (SELECT min("id") AS "id" FROM "entrepots") e
WHERE d."stock" IS NOT NULL;--> statement-breakpoint
INSERT INTO "mouvements_stock" ("declinaison_id", "entrepot_id", "delta", "motif", "note")
SELECT "declinaison_id", "entrepot_id", "quantite", 'receipt', 'Stock initial' FROM "stocks" WHERE "quantite" <> 0;
