import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

const LARGE_MARKER = 'seed.demo-large';

/** How many orders SEED=demo-large writes by default (one customer for every four orders). */
export const DEMO_LARGE_ORDERS = 100_000;

/**
 * A big order history for measuring the back office (SEED=demo-large): `orders` orders over the
 * last two years and their customers, written by a few INSERT … SELECT generate_series statements
 * (seconds for 100k rows, not one round trip per row). Runs once per database (a marker row).
 * Numbers take a DEMO prefix so they never meet the real yearly sequences; statuses are only
 * settled ones (shipped, paid, refunded, abandoned), so the upkeep has nothing to release or
 * refund; about one in twenty is a test payment. Deterministic: the same count gives the same rows.
 */
export async function seedDemoLargeIfNeeded(db: Database, orders = DEMO_LARGE_ORDERS) {
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [marker] = await tx.select().from(t.configurations).where(eq(t.configurations.cle, LARGE_MARKER));
    if (marker) return false;
    const customers = Math.max(1, Math.ceil(orders / 4));
    const inserted = await tx.execute(sql`
      with inserted as (
        insert into users (mail, prenom, nom, langue, created)
        select 'client' || g || '@demo-large.example',
               (array['Camille','Léa','Hugo','Inès','Louis','Chloé','Jules','Manon'])[1 + g % 8],
               (array['Martin','Bernard','Durand','Petit','Leroy','Moreau','Simon','Laurent','Roux'])[1 + g % 9],
               (array['fr','fr','fr','en','es','de'])[1 + g % 6],
               now() - (g % 730) * interval '1 day'
        from generate_series(1, ${customers}::int) as g
        returning id
      )
      select min(id)::int as first from inserted
    `);
    const first = rowsOf<{ first: number }>(inserted)[0]!.first;
    await tx.execute(sql`
      insert into commandes (
        user_id, panier_hash, statut, langue, numero, facture_numero, lignes_ht, lignes_ttc,
        livraison_label, livraison_ttc, total_ht, total_ttc, expire, created, payee, expediee,
        rembourse, remboursement, test
      )
      select ${first}::int + ((g::bigint * 7919) % ${customers}::int)::int,
             gen_random_uuid(),
             s.statut,
             'fr',
             case when s.statut = 'expiree' then null else 'OC-DEMO-' || lpad(g::text, 7, '0') end,
             case when s.statut = 'expiree' then null else 'F-DEMO-' || lpad(g::text, 7, '0') end,
             a.ht, a.ht + a.ht / 5, 'Colissimo suivi', 690,
             a.ht + 575, a.ht + a.ht / 5 + 690,
             c.created + interval '30 minutes',
             c.created,
             case when s.statut = 'expiree' then null else c.created + interval '2 minutes' end,
             case when s.statut = 'expediee' then c.created + interval '1 day' end,
             case when s.statut = 'remboursee' then c.created + interval '3 days' end,
             case when s.statut = 'remboursee' then 'demo-large-' || g end,
             g % 20 = 0
      from generate_series(1, ${orders}::int) as g
      cross join lateral (
        select case
          when g % 100 < 78 then 'expediee'
          when g % 100 < 88 then 'payee'
          when g % 100 < 92 then 'remboursee'
          else 'expiree'
        end as statut
      ) as s
      cross join lateral (select (2000 + (g::bigint * 104729) % 48000)::int as ht) as a
      cross join lateral (
        select now() - ((g::bigint * 2654435761) % (730 * 24 * 60)) * interval '1 minute' as created
      ) as c
    `);
    // One line per order, a variant of the catalogue picked by the order's id.
    await tx.execute(sql`
      with variants as (
        select d.id, d.label, p.label as produit, row_number() over (order by d.id) - 1 as n,
               count(*) over () as total
        from declinaisons d join produits p on p.id = d.produit_id
      )
      insert into commandes_declinaisons (commande_id, declinaison_id, qtt, prix_ht, prix_ttc, produit_label, label)
      select c.id, v.id, 1, c.lignes_ht, c.lignes_ttc, v.produit, v.label
      from commandes c
      join variants v on v.n = c.id % v.total
      where c.numero like 'OC-DEMO-%'
    `);
    // A parcel for one paid or shipped order in a hundred: delivered or on its way with a
    // Colissimo tracking number when the order left, still being prepared when it is only paid.
    await tx.execute(sql`
      with made as (
        insert into colis (commande_id, transporteur_id, suivi, statut, expedie, livre, created)
        select c.id,
               (select id from transporteurs where label = 'Colissimo' order by id limit 1),
               case when c.statut = 'expediee' then '6A' || lpad(c.id::text, 11, '0') end,
               case
                 when c.statut = 'payee' then 'preparation'
                 when c.expediee < now() - interval '3 days' then 'livre'
                 else 'expedie'
               end,
               c.expediee,
               case when c.statut = 'expediee' and c.expediee < now() - interval '3 days'
                 then c.expediee + interval '2 days' end,
               c.created + interval '1 hour'
        from commandes c
        where c.numero like 'OC-DEMO-%' and c.statut in ('payee', 'expediee') and c.id % 100 = 0
        returning id, commande_id
      )
      insert into colis_lignes (colis_id, declinaison_id, qtt)
      select made.id, l.declinaison_id, l.qtt
      from made join commandes_declinaisons l on l.commande_id = made.commande_id
    `);
    await tx.insert(t.configurations).values({ cle: LARGE_MARKER, valeur: String(orders) });
    return true;
  });
  // Outside the transaction (VACUUM cannot run in one): fresh statistics for the planner, and the
  // visibility map that lets a deep page skip rows by reading the index alone.
  if (loaded) await db.execute(sql`vacuum analyze commandes, users, commandes_declinaisons`);
  return loaded;
}
