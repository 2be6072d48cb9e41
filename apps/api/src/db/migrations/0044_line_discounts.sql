ALTER TABLE "commandes_declinaisons" ADD COLUMN "remise" integer;--> statement-breakpoint
-- Orders sold before: each line's share of the discount as refunds spread it until now (the
-- domain's calculateLineDiscounts without scope): in proportion to the lines' TTC, largest
-- remainders, a tied cent to the lowest variant id, so the shares add up to the order's discount.
WITH lignes AS (
  SELECT l.commande_id, l.declinaison_id, c.remise_ttc::bigint AS remise,
    l.prix_ttc::bigint * l.qtt AS brut,
    (sum(l.prix_ttc::bigint * l.qtt) OVER (PARTITION BY l.commande_id))::bigint AS total,
    row_number() OVER (PARTITION BY l.commande_id ORDER BY l.declinaison_id) AS rang
  FROM "commandes_declinaisons" l JOIN "commandes" c ON c.id = l.commande_id
  WHERE l.remise IS NULL
), parts AS (
  SELECT *,
    CASE WHEN total > 0 THEN remise * brut / total WHEN rang = 1 THEN remise ELSE 0 END AS part,
    CASE WHEN total > 0 THEN remise * brut % total ELSE 0 END AS reste
  FROM lignes
), classees AS (
  SELECT *,
    remise - sum(part) OVER (PARTITION BY commande_id) AS centimes,
    row_number() OVER (PARTITION BY commande_id ORDER BY reste DESC, rang) AS rang_reste
  FROM parts
)
UPDATE "commandes_declinaisons" l
SET remise = (classees.part + CASE WHEN classees.rang_reste <= classees.centimes THEN 1 ELSE 0 END)::integer
FROM classees
WHERE l.commande_id = classees.commande_id AND l.declinaison_id = classees.declinaison_id;
