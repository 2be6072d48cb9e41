CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"mail" text NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"commande" text DEFAULT '' NOT NULL,
	"sujet" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail" text NOT NULL,
	"prenom" text DEFAULT '' NOT NULL,
	"nom" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"consentement" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"desinscrit" timestamp with time zone,
	CONSTRAINT "newsletters_mail_unique" UNIQUE("mail")
);
--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created");