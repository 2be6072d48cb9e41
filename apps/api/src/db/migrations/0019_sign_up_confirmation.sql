CREATE TABLE "sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail" text NOT NULL,
	"password_hash" text NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"langue" text NOT NULL,
	"newsletters" boolean DEFAULT false NOT NULL,
	"panier" text,
	"token_digest" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"used" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ups_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE INDEX "sign_ups_mail_idx" ON "sign_ups" USING btree ("mail");