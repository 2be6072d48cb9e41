CREATE TABLE "google_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"google_sub" text NOT NULL,
	"liaison_digest" text NOT NULL,
	"liaison_expires" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"liaison_used" timestamp with time zone,
	"mail_digest" text,
	"mail_expires" timestamp with time zone,
	"mail_used" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_links_liaison_digest_unique" UNIQUE("liaison_digest"),
	CONSTRAINT "google_links_mail_digest_unique" UNIQUE("mail_digest")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_sub" text;--> statement-breakpoint
ALTER TABLE "google_links" ADD CONSTRAINT "google_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_links_user_idx" ON "google_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub");