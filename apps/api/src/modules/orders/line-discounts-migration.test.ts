import { readFile } from 'node:fs/promises';
import { calculateLineDiscounts } from '@boutique/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';

/** The migration's tag, whatever number it was given when merged. */
async function lineDiscountsTag() {
  const journal = JSON.parse(
    await readFile(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.find((entry) => entry.tag.endsWith('_line_discounts'))!.tag;
}

/**
 * The line discounts migration on a shop with orders sold before: each line gets the share of the
 * discount refunds gave it until now (the domain's spread), adding up to the order's discount.
 */
describe('line discounts migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('stores each old line’s share of its order’s discount as the domain spreads it', async () => {
    shop = await openBeforeMigration(await lineDiscountsTag());
    const { old } = shop;
    await old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc, stock)
      select v.id, produit.id, v.label, 1000, 1000, 5
      from produit, (values (901, 'A'), (902, 'B'), (903, 'C'), (904, 'D')) as v(id, label)`);
    // 1,00 € off three lines of 10,00 € (a cent left to hand out), 5,00 € off two, none off one.
    await old.db.execute(sql`
      with client as (insert into users (mail) values ('ancienne@exemple.fr') returning id),
      commande as (
        insert into commandes (user_id, panier_hash, statut, total_ht, total_ttc, remise_ttc, expire, lignes_ttc)
        select id, gen_random_uuid(), 'payee', 0, v.total, v.remise, now(), v.lignes
        from client, (values (2900, 100, 3000), (3055, 500, 3555), (1000, 0, 1000)) as v(total, remise, lignes)
        returning id, remise_ttc
      )
      insert into commandes_declinaisons (commande_id, declinaison_id, qtt, prix_ht, prix_ttc, produit_label, label)
      select commande.id, v.declinaison, v.qtt, 1000, v.ttc, 'Produit', 'Variante'
      from commande, (values
        (100, 903, 1, 1000), (100, 901, 1, 1000), (100, 902, 1, 1000),
        (500, 904, 3, 1200), (500, 902, 1, 1955),
        (0, 901, 1, 1000)) as v(remise, declinaison, qtt, ttc)
      where commande.remise_ttc = v.remise`);
    const current = await shop.migrate();
    const lines = rowsOf<{ remise_ttc: number; declinaison_id: number; qtt: number; prix_ttc: number; remise: number }>(
      await current.db.execute(sql`select c.remise_ttc, l.declinaison_id, l.qtt, l.prix_ttc, l.remise
        from commandes_declinaisons l join commandes c on c.id = l.commande_id
        order by c.remise_ttc, l.declinaison_id`),
    );
    expect(lines.map((line) => [line.remise_ttc, line.declinaison_id, line.remise])).toEqual([
      [0, 901, 0],
      [100, 901, 34],
      [100, 902, 33],
      [100, 903, 33],
      [500, 902, 176],
      [500, 904, 324],
    ]);
    for (const remise of [0, 100, 500]) {
      const group = lines.filter((line) => line.remise_ttc === remise);
      expect(group.map((line) => line.remise)).toEqual(calculateLineDiscounts(group, remise));
    }
    // Migrated from scratch (on disk without PostgreSQL): slower than the other files' cloned databases.
  }, 120_000);
});
