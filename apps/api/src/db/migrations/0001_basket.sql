CREATE TABLE "paniers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paniers_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "paniers_declinaisons" (
	"panier_id" integer NOT NULL,
	"declinaison_id" integer NOT NULL,
	"qtt" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paniers_declinaisons_panier_id_declinaison_id_pk" PRIMARY KEY("panier_id","declinaison_id"),
	CONSTRAINT "paniers_declinaisons_qtt_positive" CHECK ("paniers_declinaisons"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "paniers_declinaisons" ADD CONSTRAINT "paniers_declinaisons_panier_id_paniers_id_fk" FOREIGN KEY ("panier_id") REFERENCES "public"."paniers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paniers_declinaisons" ADD CONSTRAINT "paniers_declinaisons_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paniers_updated_idx" ON "paniers" USING btree ("updated");