CREATE TABLE "cles_api" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"prefixe" text NOT NULL,
	"digest" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"cree_par" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"derniere_utilisation" timestamp with time zone,
	"revoquee" timestamp with time zone,
	CONSTRAINT "cles_api_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
ALTER TABLE "cles_api" ADD CONSTRAINT "cles_api_cree_par_users_id_fk" FOREIGN KEY ("cree_par") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cles_api_cree_par_idx" ON "cles_api" USING btree ("cree_par");