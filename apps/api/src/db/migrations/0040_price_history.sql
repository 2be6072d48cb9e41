CREATE TABLE "historique_prix" (
	"id" serial PRIMARY KEY NOT NULL,
	"declinaison_id" integer NOT NULL,
	"prix_ht" integer NOT NULL,
	"prix_ttc" integer NOT NULL,
	"prix_initial_ht" integer,
	"prix_initial_ttc" integer,
	"user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historique_prix" ADD CONSTRAINT "historique_prix_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historique_prix" ADD CONSTRAINT "historique_prix_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "historique_prix_declinaison_idx" ON "historique_prix" USING btree ("declinaison_id","created","id");--> statement-breakpoint
-- Every existing variant starts its history with its current prices. Nothing is known of what
-- came before, so a reduction already running has no prior price until it ends and starts again.
INSERT INTO "historique_prix" ("declinaison_id", "prix_ht", "prix_ttc", "prix_initial_ht", "prix_initial_ttc")
SELECT "id", "prix_ht", "prix_ttc", "prix_initial_ht", "prix_initial_ttc" FROM "declinaisons";
