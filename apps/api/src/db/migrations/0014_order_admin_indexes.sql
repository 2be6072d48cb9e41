ALTER TABLE "commandes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "commandes_created_idx" ON "commandes" USING btree ("created");--> statement-breakpoint
CREATE INDEX "commandes_statut_created_idx" ON "commandes" USING btree ("statut","created");--> statement-breakpoint
CREATE INDEX "commandes_total_idx" ON "commandes" USING btree ("total_ttc");--> statement-breakpoint
CREATE INDEX "commandes_payee_idx" ON "commandes" USING btree ("payee");