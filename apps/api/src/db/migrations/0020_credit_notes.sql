CREATE TABLE "avoirs" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"commande_id" integer NOT NULL,
	"total_ht" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"tva" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avoirs_numero_unique" UNIQUE("numero"),
	CONSTRAINT "avoirs_commande_id_unique" UNIQUE("commande_id")
);
--> statement-breakpoint
ALTER TABLE "avoirs" ADD CONSTRAINT "avoirs_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avoirs_created_idx" ON "avoirs" USING btree ("created");--> statement-breakpoint
CREATE INDEX "commandes_payee_idx" ON "commandes" USING btree ("payee");