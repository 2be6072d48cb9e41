ALTER TABLE "commandes" ADD COLUMN "tva_pays" text DEFAULT 'FR';--> statement-breakpoint
ALTER TABLE "commandes_declinaisons" ADD COLUMN "tva_bps" integer;--> statement-breakpoint
-- Lines placed before VAT by destination bore the rate their two prices show (to the nearest 0.1 %).
UPDATE "commandes_declinaisons" SET "tva_bps" = CASE WHEN "prix_ht" <= 0 THEN 0
  ELSE (round((("prix_ttc" - "prix_ht") * 10000.0 / "prix_ht") / 10) * 10)::integer END;
