CREATE TABLE "roles" (
	"code" text PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;