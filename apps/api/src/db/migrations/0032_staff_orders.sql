ALTER TABLE "stripelinks" ADD COLUMN "commande_id" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "paiement_methode_id" integer;--> statement-breakpoint
ALTER TABLE "stripelinks" ADD CONSTRAINT "stripelinks_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripelinks_commande_idx" ON "stripelinks" USING btree ("commande_id");