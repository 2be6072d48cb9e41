CREATE TABLE "adresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"societe" text DEFAULT '' NOT NULL,
	"ligne1" text NOT NULL,
	"ligne2" text DEFAULT '' NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text DEFAULT 'FR' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"livraison_defaut" boolean DEFAULT false NOT NULL,
	"facturation_defaut" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adresses" ADD CONSTRAINT "adresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adresses_user_idx" ON "adresses" USING btree ("user_id");