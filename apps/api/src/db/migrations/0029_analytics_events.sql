-- Hand-written: partitioned by month (modules/analytics creates the months ahead and drops those past 13).
CREATE TABLE "evenements" (
	"ts" timestamp with time zone NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"chemin" text NOT NULL,
	"langue" text NOT NULL,
	"theme" text NOT NULL,
	"version" text NOT NULL,
	"installe" boolean NOT NULL,
	"affichage" text NOT NULL,
	"source" text,
	"produit_id" integer,
	"quantite" integer,
	"etape" integer,
	"appareil" text NOT NULL,
	"navigateur" text NOT NULL,
	"systeme" text NOT NULL,
	"pays" text
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
CREATE TABLE "evenements_lots" (
	"session_id" text NOT NULL,
	"lot" text NOT NULL,
	"recu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evenements_lots_session_id_lot_pk" PRIMARY KEY("session_id","lot")
);
--> statement-breakpoint
CREATE INDEX "evenements_session_idx" ON "evenements" USING btree ("session_id","ts");--> statement-breakpoint
CREATE INDEX "evenements_ts_idx" ON "evenements" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "evenements_lots_recu_idx" ON "evenements_lots" USING btree ("recu");