ALTER TABLE "tokens" ADD COLUMN "last_used" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "appareil" text;