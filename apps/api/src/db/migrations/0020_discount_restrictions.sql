CREATE TABLE "remises_gammes" (
	"remise_id" integer NOT NULL,
	"gamme_id" integer NOT NULL,
	CONSTRAINT "remises_gammes_remise_id_gamme_id_pk" PRIMARY KEY("remise_id","gamme_id")
);
--> statement-breakpoint
CREATE TABLE "remises_produits" (
	"remise_id" integer NOT NULL,
	"produit_id" integer NOT NULL,
	CONSTRAINT "remises_produits_remise_id_produit_id_pk" PRIMARY KEY("remise_id","produit_id")
);
--> statement-breakpoint
ALTER TABLE "remises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "remises_gammes" ADD CONSTRAINT "remises_gammes_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_gammes" ADD CONSTRAINT "remises_gammes_gamme_id_gammes_id_fk" FOREIGN KEY ("gamme_id") REFERENCES "public"."gammes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_produits" ADD CONSTRAINT "remises_produits_remise_id_remises_id_fk" FOREIGN KEY ("remise_id") REFERENCES "public"."remises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remises_produits" ADD CONSTRAINT "remises_produits_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE no action ON UPDATE no action;