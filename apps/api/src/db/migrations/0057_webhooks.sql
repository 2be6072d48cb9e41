CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"evenements" text[] NOT NULL,
	"secret" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks_livraisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"evenement" text NOT NULL,
	"cle" text NOT NULL,
	"corps" text NOT NULL,
	"statut" text DEFAULT 'en_attente' NOT NULL,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"code_reponse" integer,
	"reponse" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"derniere_tentative" timestamp with time zone,
	"prochaine_tentative" timestamp with time zone DEFAULT now(),
	CONSTRAINT "webhooks_livraisons_cle" UNIQUE("webhook_id","cle")
);
--> statement-breakpoint
ALTER TABLE "webhooks_livraisons" ADD CONSTRAINT "webhooks_livraisons_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_livraisons_dues_idx" ON "webhooks_livraisons" USING btree ("prochaine_tentative");