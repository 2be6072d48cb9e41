CREATE TABLE "traductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"cle" text NOT NULL,
	"valeur" text NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "traductions_locale_cle_unique" UNIQUE("locale","cle")
);
--> statement-breakpoint
CREATE TABLE "traductions_sources" (
	"entite" text NOT NULL,
	"record_id" text NOT NULL,
	"champ" text NOT NULL,
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traductions_sources_entite_record_id_champ_locale_pk" PRIMARY KEY("entite","record_id","champ","locale")
);
--> statement-breakpoint
ALTER TABLE "traductions" ADD CONSTRAINT "traductions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;