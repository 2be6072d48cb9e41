CREATE TABLE "retours" (
	"id" serial PRIMARY KEY NOT NULL,
	"commande_id" integer NOT NULL,
	"type" text NOT NULL,
	"statut" text DEFAULT 'demande' NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"langue" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"remboursement_du" timestamp with time zone,
	"recu_le" timestamp with time zone,
	"refus" text,
	"refus_detail" text DEFAULT '' NOT NULL,
	"remboursement_lance" timestamp with time zone,
	"remboursement_id" integer,
	"par" integer,
	CONSTRAINT "retours_type_known" CHECK ("retours"."type" in ('retractation', 'defaut', 'erreur')),
	CONSTRAINT "retours_statut_known" CHECK ("retours"."statut" in ('demande', 'recu', 'rembourse', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "retours_lignes" (
	"retour_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	"recu" integer,
	"restock" boolean DEFAULT false NOT NULL,
	"entrepot_id" integer,
	CONSTRAINT "retours_lignes_retour_id_declinaison_id_pk" PRIMARY KEY("retour_id","declinaison_id"),
	CONSTRAINT "retours_lignes_qtt_positive" CHECK ("retours_lignes"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "scelle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_remboursement_id_remboursements_id_fk" FOREIGN KEY ("remboursement_id") REFERENCES "public"."remboursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_par_users_id_fk" FOREIGN KEY ("par") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours_lignes" ADD CONSTRAINT "retours_lignes_retour_id_retours_id_fk" FOREIGN KEY ("retour_id") REFERENCES "public"."retours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours_lignes" ADD CONSTRAINT "retours_lignes_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours_lignes" ADD CONSTRAINT "retours_lignes_entrepot_id_entrepots_id_fk" FOREIGN KEY ("entrepot_id") REFERENCES "public"."entrepots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retours_commande_idx" ON "retours" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "retours_statut_created_idx" ON "retours" USING btree ("statut","created");