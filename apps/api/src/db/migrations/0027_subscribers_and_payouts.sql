CREATE TABLE "versements_ambassadeurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ambassadeur_id" integer,
	"montant_ht" integer NOT NULL,
	"paye_le" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"auteur_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "versements_ambassadeurs_montant_positive" CHECK ("versements_ambassadeurs"."montant_ht" > 0)
);
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "versements_ambassadeurs" ADD CONSTRAINT "versements_ambassadeurs_ambassadeur_id_users_id_fk" FOREIGN KEY ("ambassadeur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versements_ambassadeurs" ADD CONSTRAINT "versements_ambassadeurs_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "versements_ambassadeurs_ambassadeur_idx" ON "versements_ambassadeurs" USING btree ("ambassadeur_id");--> statement-breakpoint
CREATE INDEX "newsletters_mail_prefix_idx" ON "newsletters" USING btree ("mail" text_pattern_ops);