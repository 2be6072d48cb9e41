import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';
import { readPriorPrices } from './price-history.service.ts';

const PRICE_HISTORY_MIGRATION = '0040_price_history';

/** The price history's migration on a shop that already sells, one variant already on sale. */
describe('price history migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('starts every variant’s history with its prices, and claims no prior price for a sale already running', async () => {
    shop = await openBeforeMigration(PRICE_HISTORY_MIGRATION);
    const { old } = shop;
    await old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc, prix_initial_ht, prix_initial_ttc)
      select v.id, produit.id, v.label, v.ht, v.ttc, v.initial_ht, v.initial_ttc
      from produit, (values (901, 'Pot', 1000, 1200, null::integer, null::integer), (902, 'Tube', 800, 960, 1000, 1200))
        as v(id, label, ht, ttc, initial_ht, initial_ttc)`);
    const current = await shop.migrate();
    const history = rowsOf<Record<string, number | null>>(
      await current.db.execute(sql`
        select declinaison_id, prix_ht, prix_ttc, prix_initial_ht, prix_initial_ttc, user_id
        from historique_prix order by declinaison_id`),
    );
    expect(history).toEqual([
      {
        declinaison_id: 901,
        prix_ht: 1000,
        prix_ttc: 1200,
        prix_initial_ht: null,
        prix_initial_ttc: null,
        user_id: null,
      },
      {
        declinaison_id: 902,
        prix_ht: 800,
        prix_ttc: 960,
        prix_initial_ht: 1000,
        prix_initial_ttc: 1200,
        user_id: null,
      },
    ]);
    expect(await readPriorPrices(current.db)).toEqual(new Map());
  }, 60_000);
});
