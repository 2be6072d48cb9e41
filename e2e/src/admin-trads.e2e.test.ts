import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';

/**
 * Issue 14: a translator edits an English interface message on /ad/trads and the shop in /en
 * shows it on the next load, without a restart. Own server: it has an admin.
 */
describe('admin translations screen', () => {
  const backOffice = useBackOffice();

  it('edits an English message and the English shop shows it on reload', async () => {
    const { admin, shop } = backOffice;
    // A shopper on the English home page before the change.
    const shopper = await shop.newPage({ locale: 'en-GB' });
    await shopper.goto('/en');
    await shopper.getByRole('link', { name: 'Discover the collection' }).first().waitFor();

    await admin.goto('/fr/ad/trads');
    await admin.getByLabel('Rechercher une clé ou un texte').fill('accueil.decouvrir');
    const field = admin.getByLabel('Texte en Anglais de accueil.decouvrir', { exact: true });
    await expect.poll(() => field.inputValue()).toBe('Discover the collection');
    await field.fill('Explore the caviar collection');
    await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await admin.getByText('Texte de accueil.decouvrir enregistré', { exact: false }).waitFor();

    await shopper.reload();
    await shopper.getByRole('link', { name: 'Explore the caviar collection' }).first().waitFor();
    // French is untouched.
    await shopper.goto('/fr');
    await shopper.getByRole('link', { name: 'Découvrir la collection' }).first().waitFor();
    await shopper.close();
  });
});
