import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';

/** The net content's migration on a shop whose variants are named by their size, or not. */
describe('unit price migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('reads the content of a variant named by it alone, and guesses nothing else', async () => {
    shop = await openBeforeMigration('0043_unit_price');
    await shop.old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc)
      select v.id, produit.id, v.label, 1000, 1200
      from produit, (values (901, '50 ml'), (902, ' 200 G '), (903, 'Recharge 50 ml'), (904, '2 × 15 ml'), (905, 'Pot'))
        as v(id, label)`);
    const current = await shop.migrate();
    const declared = rowsOf<{ id: number; contenance: number | null; unite: string | null }>(
      await current.db.execute(sql`select id, contenance, unite from declinaisons order by id`),
    );
    expect(declared).toEqual([
      { id: 901, contenance: 50, unite: 'ml' },
      { id: 902, contenance: 200, unite: 'g' },
      { id: 903, contenance: null, unite: null },
      { id: 904, contenance: null, unite: null },
      { id: 905, contenance: null, unite: null },
    ]);
  });
});
