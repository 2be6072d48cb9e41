CREATE TABLE "alertes_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"declinaison_id" integer NOT NULL,
	"mail" text NOT NULL,
	"langue" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertes_stock_declinaison_mail_key" UNIQUE("declinaison_id","mail")
);
--> statement-breakpoint
ALTER TABLE "alertes_stock" ADD CONSTRAINT "alertes_stock_declinaison_id_declinaisons_id_fk" FOREIGN KEY ("declinaison_id") REFERENCES "public"."declinaisons"("id") ON DELETE cascade ON UPDATE no action;