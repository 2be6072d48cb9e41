import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';

const STOCK_MIGRATION = '0016_stock_warehouses';

/**
 * The stock migration on a shop that already sells: the default warehouse receives every tracked
 * unit, those held by orders awaiting payment included, each recorded as a receipt.
 */
describe('stock migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('puts the known stock in the default warehouse and records it', async () => {
    shop = await openBeforeMigration(STOCK_MIGRATION);
    const { old } = shop;
    await old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc, stock)
      select v.id, produit.id, v.label, 1000, 1200, v.stock
      from produit, (values (901, 'Pot', 5), (902, 'Flacon', null), (903, 'Tube', 0)) as v(id, label, stock)`);
    await old.db.execute(sql`
      with client as (insert into users (mail) values ('ancienne@exemple.fr') returning id),
      commande as (
        insert into commandes (user_id, panier_hash, total_ht, total_ttc, expire)
        select id, gen_random_uuid(), 1000, 1200, now() + interval '10 minutes' from client returning id
      )
      insert into commandes_declinaisons (commande_id, declinaison_id, qtt, prix_ht, prix_ttc, produit_label, label)
      select id, 901, 2, 1000, 1200, 'Crème', 'Pot' from commande`);
    const current = await shop.migrate();
    const warehouses = rowsOf<{ id: number; label: string }>(
      await current.db.execute(sql`select id, label from entrepots`),
    );
    expect(warehouses).toEqual([{ id: expect.any(Number), label: 'Entrepôt principal' }]);
    const counts = rowsOf<{ declinaison_id: number; quantite: number }>(
      await current.db.execute(sql`select declinaison_id, quantite from stocks order by declinaison_id`),
    );
    // 5 for sale plus 2 held by the order awaiting payment; the untracked variant gets no row.
    expect(counts).toEqual([
      { declinaison_id: 901, quantite: 7 },
      { declinaison_id: 903, quantite: 0 },
    ]);
    const ledger = rowsOf<{ declinaison_id: number; delta: number; motif: string; entrepot_id: number }>(
      await current.db.execute(sql`select declinaison_id, delta, motif, entrepot_id from mouvements_stock`),
    );
    expect(ledger).toEqual([{ declinaison_id: 901, delta: 7, motif: 'receipt', entrepot_id: warehouses[0]!.id }]);
    // Migrated from scratch (on disk without PostgreSQL): slower than the other files' cloned databases.
  }, 120_000);
});
