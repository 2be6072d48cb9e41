import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';

const LOTS_MIGRATION = '0047_stock_lots';

/**
 * The lots' migration on a shop that already sells: each variant's stock becomes its lot INITIAL
 * in every warehouse, the counts unchanged, and orders already sold took their units from it.
 */
describe('lots migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('makes one lot INITIAL per variant holding each warehouse’s units, and traces past sales to it', async () => {
    shop = await openBeforeMigration(LOTS_MIGRATION);
    const { old } = shop;
    await old.db.execute(sql`insert into entrepots (id, label, ordre) values (71, 'Bordeaux', 5)`);
    await old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc, stock)
      select v.id, produit.id, v.label, 1000, 1200, v.stock
      from produit, (values (901, 'Pot', 5), (902, 'Tube', 0)) as v(id, label, stock)`);
    await old.db.execute(sql`
      insert into stocks (declinaison_id, entrepot_id, quantite)
      select 901, id, 3 from entrepots where id <> 71 union all select 901, 71, 2 union all select 902, 71, 0`);
    await old.db.execute(sql`
      with client as (insert into users (mail) values ('ancienne@exemple.fr') returning id),
      commande as (
        insert into commandes (user_id, panier_hash, total_ht, total_ttc, expire, statut)
        select id, gen_random_uuid(), 3000, 3600, now(), 'payee' from client returning id
      )
      insert into mouvements_stock (declinaison_id, entrepot_id, delta, motif, commande_id)
      select 901, 71, -3, 'sale', id from commande union all select 901, 71, 1, 'return', id from commande`);
    const current = await shop.migrate();
    const lots = rowsOf<{ declinaison_id: number; numero: string; dluo: string | null }>(
      await current.db.execute(sql`select declinaison_id, numero, dluo from lots order by declinaison_id`),
    );
    expect(lots).toEqual([
      { declinaison_id: 901, numero: 'INITIAL', dluo: null },
      { declinaison_id: 902, numero: 'INITIAL', dluo: null },
    ]);
    // Every warehouse's count is the sum of its lots, before as after.
    const mismatched = rowsOf(
      await current.db.execute(sql`
        select s.declinaison_id, s.entrepot_id from stocks s
        where s.quantite <> coalesce((select sum(sl.quantite) from stocks_lots sl join lots l on l.id = sl.lot_id
          where l.declinaison_id = s.declinaison_id and sl.entrepot_id = s.entrepot_id), 0)`),
    );
    expect(mismatched).toEqual([]);
    const perWarehouse = rowsOf<{ entrepot_id: number; quantite: number }>(
      await current.db.execute(sql`
        select sl.entrepot_id, sl.quantite from stocks_lots sl join lots l on l.id = sl.lot_id
        where l.declinaison_id = 901 order by sl.entrepot_id desc`),
    );
    expect(perWarehouse).toEqual([
      { entrepot_id: 71, quantite: 2 },
      { entrepot_id: expect.any(Number), quantite: 3 },
    ]);
    // Sold 3, 1 came back: the order still has 2 units of the lot; the ledger names it.
    const taken = rowsOf<{ numero: string; qtt: number }>(
      await current.db.execute(sql`select l.numero, lc.qtt from lots_commandes lc join lots l on l.id = lc.lot_id`),
    );
    expect(taken).toEqual([{ numero: 'INITIAL', qtt: 2 }]);
    const unlotted = rowsOf(
      await current.db.execute(sql`select id from mouvements_stock where entrepot_id is not null and lot_id is null`),
    );
    expect(unlotted).toEqual([]);
    // Migrated from scratch (on disk without PostgreSQL): slower than the other files' cloned databases.
  }, 120_000);
});
