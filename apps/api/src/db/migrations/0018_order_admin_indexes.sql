ALTER TABLE "commandes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "commandes_created_idx" ON "commandes" USING btree ("created","hash");--> statement-breakpoint
CREATE INDEX "commandes_statut_created_idx" ON "commandes" USING btree ("statut","created");--> statement-breakpoint
CREATE INDEX "commandes_total_idx" ON "commandes" USING btree ("total_ttc","hash");