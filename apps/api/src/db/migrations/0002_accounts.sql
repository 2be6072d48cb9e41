CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"digest" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"revoked" timestamp with time zone,
	CONSTRAINT "tokens_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail" text NOT NULL,
	"password_hash" text,
	"prenom" text DEFAULT '' NOT NULL,
	"nom" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"langue" text DEFAULT 'fr' NOT NULL,
	"montant" text DEFAULT 'ttc' NOT NULL,
	"newsletters" boolean DEFAULT false NOT NULL,
	"ambassadeur" boolean DEFAULT false NOT NULL,
	"scopes" text[] DEFAULT '{user}'::text[] NOT NULL,
	"stripe_customer" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mail_unique" UNIQUE("mail")
);
--> statement-breakpoint
ALTER TABLE "paniers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "paniers" ADD CONSTRAINT "paniers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paniers_user_idx" ON "paniers" USING btree ("user_id");