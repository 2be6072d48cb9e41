CREATE TABLE "commandes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" uuid DEFAULT gen_random_uuid() NOT NULL,
	"numero" text,
	"user_id" integer NOT NULL,
	"panier_hash" uuid NOT NULL,
	"statut" text DEFAULT 'reservee' NOT NULL,
	"total_ht" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"intent" text,
	"event" text,
	"expire" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"payee" timestamp with time zone,
	"note" text,
	CONSTRAINT "commandes_hash_unique" UNIQUE("hash"),
	CONSTRAINT "commandes_numero_unique" UNIQUE("numero"),
	CONSTRAINT "commandes_intent_unique" UNIQUE("intent")
);
--> statement-breakpoint
CREATE TABLE "commandes_declinaisons" (
	"commande_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	"prix_ht" integer NOT NULL,
	"prix_ttc" integer NOT NULL,
	"produit_label" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "commandes_declinaisons_commande_id_declinaison_id_pk" PRIMARY KEY("commande_id","declinaison_id"),
	CONSTRAINT "commandes_declinaisons_qtt_positive" CHECK ("commandes_declinaisons"."qtt" > 0)
);
--> statement-breakpoint
CREATE TABLE "compteurs" (
	"cle" text PRIMARY KEY NOT NULL,
	"valeur" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes_declinaisons" ADD CONSTRAINT "commandes_declinaisons_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes_declinaisons" ADD CONSTRAINT "commandes_declinaisons_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commandes_user_idx" ON "commandes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commandes_reservations_idx" ON "commandes" USING btree ("statut","expire");