CREATE TABLE "campagnes" (
	"id" serial PRIMARY KEY NOT NULL,
	"titre" text NOT NULL,
	"sujet" text NOT NULL,
	"contenu" text NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"envoyee" timestamp with time zone,
	"destinataires" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "entetes" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "apres" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "desinscription" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("canal","envoye","apres");--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_desinscription_unique" UNIQUE("desinscription");