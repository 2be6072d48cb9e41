CREATE TABLE "relances_panier" (
	"id" serial PRIMARY KEY NOT NULL,
	"panier_hash" uuid NOT NULL,
	"envoyee" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relances_panier_panier_hash_unique" UNIQUE("panier_hash")
);
--> statement-breakpoint
CREATE INDEX "relances_panier_envoyee_idx" ON "relances_panier" USING btree ("envoyee");