import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { openBeforeMigration, type DatabaseBeforeMigration } from '../../test/before-migration.ts';

const REFUNDS_MIGRATION = '0041_partial_refunds';

/**
 * The refunds migration on a shop that already refunded orders in full: each becomes one refund
 * made of everything (lines at what was paid for them), and its credit note is linked to it.
 */
describe('refunds migration', () => {
  let shop: DatabaseBeforeMigration | undefined;
  afterAll(() => shop?.remove());

  it('records each order refunded before as one refund made, its credit note linked', async () => {
    shop = await openBeforeMigration(REFUNDS_MIGRATION);
    const { old } = shop;
    await old.db.execute(sql`
      with produit as (insert into produits (slug, label) values ('creme', 'Crème') returning id)
      insert into declinaisons (id, produit_id, label, prix_ht, prix_ttc, stock)
      select v.id, produit.id, v.label, 1000, v.ttc, 5
      from produit, (values (901, 'Pot', 1200), (902, 'Livre', 1055)) as v(id, label, ttc)`);
    // 3 creams and 2 books, 4,90 € delivery, 5,00 € off; one refunded, one only paid.
    await old.db.execute(sql`
      with client as (insert into users (mail) values ('ancienne@exemple.fr') returning id),
      commande as (
        insert into commandes (user_id, panier_hash, statut, total_ht, total_ttc, livraison_ttc, remise_ttc, tva,
          remboursement, rembourse, facture_numero, expire)
        select id, gen_random_uuid(), v.statut, 5020, 5700, 490, 500,
          '[{"taux_bps":2000,"base_ht":2764,"montant":553},{"taux_bps":550,"base_ht":2259,"montant":124}]'::jsonb,
          v.remboursement, v.rembourse, v.facture, now()
        from client, (values ('remboursee', 're_old', now(), 'F-2025-000001'), ('payee', null, null, 'F-2025-000002'))
          as v(statut, remboursement, rembourse, facture)
        returning id, statut
      ),
      lignes as (
        insert into commandes_declinaisons (commande_id, declinaison_id, qtt, prix_ht, prix_ttc, produit_label, label)
        select commande.id, v.declinaison, v.qtt, 1000, v.ttc, 'Produit', 'Variante'
        from commande, (values (901, 3, 1200), (902, 2, 1055)) as v(declinaison, qtt, ttc)
      )
      insert into avoirs (numero, commande_id, total_ht, total_ttc, tva)
      select 'AV-2025-000001', id, 5020, 5700, '[]'::jsonb from commande where statut = 'remboursee'`);
    const current = await shop.migrate();
    const refunds = rowsOf<Record<string, unknown>>(
      await current.db.execute(sql`select r.id, c.statut as commande, r.statut, r.montant_ttc, r.montant_ht,
          r.livraison_ttc, r.libre_ttc, r.fournisseur_id, r.effectue is not null as effectue
        from remboursements r join commandes c on c.id = r.commande_id`),
    );
    expect(refunds).toEqual([
      {
        id: expect.any(Number),
        commande: 'remboursee',
        statut: 'effectue',
        montant_ttc: 5700,
        montant_ht: 5020,
        livraison_ttc: 490,
        libre_ttc: 0,
        fournisseur_id: 're_old',
        effectue: true,
      },
    ]);
    const lines = rowsOf<{ declinaison_id: number; qtt: number; montant_ttc: number; restock: boolean }>(
      await current.db.execute(
        sql`select declinaison_id, qtt, montant_ttc, restock from remboursements_lignes order by declinaison_id`,
      ),
    );
    // The discount shared as the domain's rule shares it: 3,15 € on the creams, 1,85 € on the books.
    expect(lines).toEqual([
      { declinaison_id: 901, qtt: 3, montant_ttc: 3285, restock: false },
      { declinaison_id: 902, qtt: 2, montant_ttc: 1925, restock: false },
    ]);
    const notes = rowsOf<{ remboursement_id: number }>(
      await current.db.execute(sql`select remboursement_id from avoirs`),
    );
    expect(notes).toEqual([{ remboursement_id: refunds[0]!.id }]);
    // Migrated from scratch (on disk without PostgreSQL): slower than the other files' cloned databases.
  }, 120_000);
});
