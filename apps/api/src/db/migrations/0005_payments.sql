CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent" text NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"last_error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "simulated_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "stripelinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"montant" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"prenom" text DEFAULT '' NOT NULL,
	"nom" text DEFAULT '' NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"langue" text DEFAULT 'fr' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"customer" text,
	"intent" text,
	"paye" timestamp with time zone,
	"event" text,
	"deleted" timestamp with time zone,
	"sms_envoyes" integer DEFAULT 0 NOT NULL,
	"sms_jour" date,
	CONSTRAINT "stripelinks_hash_unique" UNIQUE("hash"),
	CONSTRAINT "stripelinks_intent_unique" UNIQUE("intent"),
	CONSTRAINT "stripelinks_montant_positive" CHECK ("stripelinks"."montant" > 0)
);
--> statement-breakpoint
ALTER TABLE "stripelinks" ADD CONSTRAINT "stripelinks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripelinks_created_idx" ON "stripelinks" USING btree ("created");