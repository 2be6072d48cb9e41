CREATE INDEX "users_mail_prefix_idx" ON "users" USING btree ("mail" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_prenom_prefix_idx" ON "users" USING btree (lower("prenom") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nom_prefix_idx" ON "users" USING btree (lower("nom") text_pattern_ops);