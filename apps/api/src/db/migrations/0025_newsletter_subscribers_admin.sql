ALTER TABLE "newsletters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletters_mail_prefix_idx" ON "newsletters" USING btree ("mail" text_pattern_ops);