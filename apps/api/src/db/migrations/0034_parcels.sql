CREATE TABLE "colis" (
	"id" serial PRIMARY KEY NOT NULL,
	"commande_id" integer NOT NULL,
	"transporteur_id" integer,
	"suivi" text,
	"statut" text DEFAULT 'preparation' NOT NULL,
	"expedie" timestamp with time zone,
	"livre" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "colis_statut_known" CHECK ("colis"."statut" in ('preparation', 'expedie', 'livre'))
);
--> statement-breakpoint
CREATE TABLE "colis_lignes" (
	"colis_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	CONSTRAINT "colis_lignes_colis_id_declinaison_id_pk" PRIMARY KEY("colis_id","declinaison_id"),
	CONSTRAINT "colis_lignes_qtt_positive" CHECK ("colis_lignes"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "transporteurs" ADD COLUMN "suivi_url" text;--> statement-breakpoint
ALTER TABLE "colis" ADD CONSTRAINT "colis_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colis" ADD CONSTRAINT "colis_transporteur_id_transporteurs_id_fk" FOREIGN KEY ("transporteur_id") REFERENCES "public"."transporteurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colis_lignes" ADD CONSTRAINT "colis_lignes_colis_id_colis_id_fk" FOREIGN KEY ("colis_id") REFERENCES "public"."colis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colis_lignes" ADD CONSTRAINT "colis_lignes_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colis_commande_idx" ON "colis" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "colis_transporteur_idx" ON "colis" USING btree ("transporteur_id");--> statement-breakpoint
CREATE INDEX "colis_statut_created_idx" ON "colis" USING btree ("statut","created");--> statement-breakpoint
CREATE INDEX "colis_created_idx" ON "colis" USING btree ("created");--> statement-breakpoint
-- Hand-written: the tracking pages of the carriers the shop already lists.
UPDATE "transporteurs" SET "suivi_url" = 'https://www.laposte.fr/outils/suivre-vos-envois?code={suivi}' WHERE "suivi_url" IS NULL AND lower("label") LIKE 'colissimo%';--> statement-breakpoint
UPDATE "transporteurs" SET "suivi_url" = 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLV={suivi}' WHERE "suivi_url" IS NULL AND lower("label") LIKE 'chronopost%';
