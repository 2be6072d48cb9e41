CREATE TABLE "paiements_refuses" (
	"intent" text PRIMARY KEY NOT NULL,
	"montant" integer NOT NULL,
	"motif" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"remboursement" text
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirme" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "jeton" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "stripelinks" ADD COLUMN "mails_envoyes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripelinks" ADD COLUMN "mails_jour" date;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_jeton_unique" UNIQUE("jeton");--> statement-breakpoint
-- Subscribers from before double opt-in gave their consent on the form: it stands.
UPDATE "newsletters" SET "confirme" = "consentement";