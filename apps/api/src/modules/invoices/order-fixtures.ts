import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, declinaisons, users } from '../../db/schema/index.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import type { TestContext } from '../../test/test-app.ts';
import { CAMILLE_ADDRESS } from '../../test/addresses.ts';

/** Test fixtures: customers and orders written straight to the database, as checkout leaves them. */
let accounts = 0;

/** A new account through the API; answers its token and id. */
export async function signUpCustomer(ctx: TestContext, scopes?: string[]) {
  accounts += 1;
  const { token } = await signUpThroughMail(
    ctx,
    {
      prenom: 'Camille',
      nom: `Client${accounts}`,
      mail: `client.${accounts}@exemple.fr`,
      password: 'facture-et-colis-2026',
    },
    { remoteAddress: `10.95.${Math.floor(accounts / 250)}.${accounts % 250}` },
  );
  if (scopes) await ctx.database.db.update(users).set({ scopes }).where(eq(users.id, token.user.id));
  return { token: token.access_token, userId: token.user.id, mail: token.user.mail };
}

let invoices = 0;

/** A paid order of two lines at 20 %, with its invoice number unless told otherwise. */
export async function insertPaidOrder(
  db: Database,
  userId: number,
  overrides: Partial<typeof commandes.$inferInsert> = {},
) {
  invoices += 1;
  const [variant] = await db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
  const [order] = await db
    .insert(commandes)
    .values({
      user_id: userId,
      panier_hash: crypto.randomUUID(),
      statut: 'payee',
      langue: 'fr',
      numero: `OC-2026-${String(900_000 + invoices).padStart(6, '0')}`,
      facture_numero: `F-2026-${String(invoices).padStart(6, '0')}`,
      lignes_ht: 20_000,
      lignes_ttc: 24_000,
      livraison_label: 'Colissimo suivi',
      livraison_ttc: 690,
      total_ht: 20_575,
      total_ttc: 24_690,
      tva: [{ taux_bps: 2000, base_ht: 20_575, montant: 4_115 }],
      adresse_facturation: CAMILLE_ADDRESS,
      expire: new Date(Date.now() + 60_000),
      payee: new Date(),
      ...overrides,
    })
    .returning();
  await db.insert(commandesDeclinaisons).values({
    commande_id: order!.id,
    declinaison_id: variant!.id,
    qtt: 2,
    prix_ht: 10_000,
    prix_ttc: 12_000,
    produit_label: 'Crème au caviar',
    label: 'Pot 50 ml',
  });
  return order!;
}

/** The paid order above with a second line: one unit of another variant, a serum at 60 €. */
export async function insertTwoLineOrder(
  db: Database,
  userId: number,
  secondVariant: number,
  overrides: Partial<typeof commandes.$inferInsert> = {},
) {
  const order = await insertPaidOrder(db, userId, overrides);
  await db.insert(commandesDeclinaisons).values({
    commande_id: order.id,
    declinaison_id: secondVariant,
    qtt: 1,
    prix_ht: 5_000,
    prix_ttc: 6_000,
    produit_label: 'Sérum éclat',
    label: 'Flacon 30 ml',
  });
  return order;
}
