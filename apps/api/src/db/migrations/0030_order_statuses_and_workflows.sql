CREATE TABLE "statuts" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"traductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"couleur" text NOT NULL,
	"mail_client" boolean DEFAULT false NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows_etapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL,
	"label" text NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows_users" (
	"workflow_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "workflows_users_workflow_id_user_id_pk" PRIMARY KEY("workflow_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workflows_users_etapes" (
	"etape_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "workflows_users_etapes_etape_id_user_id_pk" PRIMARY KEY("etape_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "workflow_etape_id" integer;--> statement-breakpoint
ALTER TABLE "workflows_etapes" ADD CONSTRAINT "workflows_etapes_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows_users" ADD CONSTRAINT "workflows_users_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows_users" ADD CONSTRAINT "workflows_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows_users_etapes" ADD CONSTRAINT "workflows_users_etapes_etape_id_workflows_etapes_id_fk" FOREIGN KEY ("etape_id") REFERENCES "public"."workflows_etapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows_users_etapes" ADD CONSTRAINT "workflows_users_etapes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflows_etapes_workflow_idx" ON "workflows_etapes" USING btree ("workflow_id","ordre");--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_workflow_etape_id_workflows_etapes_id_fk" FOREIGN KEY ("workflow_etape_id") REFERENCES "public"."workflows_etapes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commandes_workflow_etape_idx" ON "commandes" USING btree ("workflow_etape_id");--> statement-breakpoint
-- Hand-written: one row per status of an order's life (packages/domain ORDER_STATUSES). The
-- shipped status mails the customer (the shipment mail), as does a refund.
INSERT INTO "statuts" ("code", "label", "traductions", "couleur", "mail_client", "ordre") VALUES
  ('reservee', 'En attente de paiement', '{"en":{"label":"Awaiting payment"},"es":{"label":"Pendiente de pago"},"de":{"label":"Zahlung ausstehend"}}', '#6b7280', false, 1),
  ('payee', 'Payée', '{"en":{"label":"Paid"},"es":{"label":"Pagado"},"de":{"label":"Bezahlt"}}', '#2f855a', false, 2),
  ('a_verifier', 'À vérifier', '{"en":{"label":"To check"},"es":{"label":"Por verificar"},"de":{"label":"Zu prüfen"}}', '#b45309', false, 3),
  ('expediee', 'Expédiée', '{"en":{"label":"Shipped"},"es":{"label":"Enviado"},"de":{"label":"Versandt"}}', '#1d4ed8', true, 4),
  ('remboursee', 'Remboursée', '{"en":{"label":"Refunded"},"es":{"label":"Reembolsado"},"de":{"label":"Erstattet"}}', '#7c3aed', true, 5),
  ('expiree', 'Expirée', '{"en":{"label":"Expired"},"es":{"label":"Caducado"},"de":{"label":"Abgelaufen"}}', '#9f1239', false, 6)
ON CONFLICT ("code") DO NOTHING;
