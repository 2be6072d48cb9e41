CREATE TABLE "recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_digest" text NOT NULL,
	"link_digest" text NOT NULL,
	"code_expires" timestamp with time zone NOT NULL,
	"link_expires" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recoveries_link_digest_unique" UNIQUE("link_digest")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"canal" text NOT NULL,
	"destinataire" text NOT NULL,
	"sujet" text DEFAULT '' NOT NULL,
	"texte" text NOT NULL,
	"html" text,
	"cle" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"envoye" timestamp with time zone,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"erreur" text,
	CONSTRAINT "outbox_cle_unique" UNIQUE("cle")
);
--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recoveries_user_idx" ON "recoveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("canal","envoye");